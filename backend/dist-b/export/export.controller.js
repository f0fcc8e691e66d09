var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
import { Body, Controller, Get, Header, HttpCode, Logger, Post, Query, StreamableFile } from '@nestjs/common';
import { ExportCsvDto, ExportCsvQueryDto } from './export-csv.dto.js';
import { ExportService } from './export.service.js';
/** CONTRACT §6: both answer the CSV file itself, streamed. */
let ExportController = class ExportController {
    exports;
    constructor(exports) {
        this.exports = exports;
    }
    async exportCsv(body) {
        return download(await this.exports.csv(body.selectedFields, body.countryCode));
    }
    async exportCsvByQuery(query) {
        return download(await this.exports.csv(query.fields, query.countryCode));
    }
};
__decorate([
    Post('export-csv'),
    HttpCode(200),
    Header('Cache-Control', 'no-store'),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [ExportCsvDto]),
    __metadata("design:returntype", Promise)
], ExportController.prototype, "exportCsv", null);
__decorate([
    Get('admin/export-csv'),
    Header('Cache-Control', 'no-store'),
    __param(0, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [ExportCsvQueryDto]),
    __metadata("design:returntype", Promise)
], ExportController.prototype, "exportCsvByQuery", null);
ExportController = __decorate([
    Controller('api'),
    __metadata("design:paramtypes", [ExportService])
], ExportController);
export { ExportController };
const logger = new Logger(ExportController.name);
/** Once bytes are out the status is sent: the client sees a cut-off download, the log says why. */
function download(file) {
    return new StreamableFile(file.content, {
        type: 'text/csv; charset=utf-8',
        disposition: `attachment; filename="${file.fileName}"`,
    }).setErrorLogger((error) => {
        if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
            logger.warn(`CSV export stopped: ${error.message}`);
    });
}
//# sourceMappingURL=export.controller.js.map