var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { EXPORT_FIELD_LABELS } from '@directory/shared';
import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import { pipeline } from 'node:stream';
import { AppConfig } from '../config/app-config.js';
import { ExportCsvStream } from './export-csv-stream.js';
import { ExportRepository } from './export.repository.js';
/**
 * What each export field reads (`url` is the public page: base URL + slug). PostgreSQL's CSV quotes an
 * empty string (`""`) to tell it from NULL; the export writes both as an empty field.
 */
const FIELD_SQL = {
    name: `NULLIF(name, '')`,
    address: `NULLIF(address, '')`,
    phone: `NULLIF(phone, '')`,
    category: `NULLIF(category, '')`,
    reviewCount: 'review_count',
    rating: 'rating',
    placeId: `NULLIF(place_id, '')`,
    countryCode: 'country_code',
    latitude: 'latitude',
    longitude: 'longitude',
    slug: `NULLIF(slug, '')`,
    city: `NULLIF(city, '')`,
    website: `NULLIF(website, '')`,
};
const BOM = '\uFEFF';
/** The header row: labels in the order asked, ending the way every record does. */
function headerLine(fields) {
    const labels = fields.map((field) => EXPORT_FIELD_LABELS[field]);
    return Buffer.from(BOM + stringify([labels], { record_delimiter: 'windows' }), 'utf8');
}
/** CONTRACT §6 file name: `businesses_export_{YYYY-MM-DD}.csv`, or `businesses_{CC}_{YYYY-MM-DD}.csv` for one country. */
export function exportFileName(countryCode, now = new Date()) {
    const date = now.toISOString().slice(0, 10);
    return countryCode ? `businesses_${countryCode}_${date}.csv` : `businesses_export_${date}.csv`;
}
/**
 * CONTRACT §6 CSV export: every business of the chosen country (approved or not), streamed
 * from `COPY … TO STDOUT` into the response with backpressure, so memory stays flat. PostgreSQL
 * writes the CSV (RFC 4180 quoting) and ExportCsvStream applies the formula rule and CRLF record
 * ends on the way: a cursor read into JavaScript and re-encoded by csv-stringify reached a fifth of
 * COPY's rows/s (BENCHMARKS.md, "Export"). UTF-8 with BOM, labels in the order asked.
 */
let ExportService = class ExportService {
    rows;
    businessUrl;
    constructor(rows, config) {
        this.rows = rows;
        this.businessUrl = `${config.publicBaseUrl}/business/`;
    }
    plan(fields, countryCode) {
        const code = countryCode.toLowerCase() === 'all' ? null : countryCode.toUpperCase();
        return { fields: [...new Set(fields)], countryCode: code, fileName: exportFileName(code) };
    }
    async csv(fields, countryCode) {
        const plan = this.plan(fields, countryCode);
        const copy = await this.rows.copyCsv((quote) => plan.fields.map((field) => (field === 'url' ? `${quote(this.businessUrl)} || slug` : FIELD_SQL[field])), plan.countryCode);
        // Errors of either side destroy both; the response reports them (see StreamableFile).
        const content = pipeline(copy, new ExportCsvStream(headerLine(plan.fields)), () => undefined);
        return { fileName: plan.fileName, content };
    }
};
ExportService = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [ExportRepository,
        AppConfig])
], ExportService);
export { ExportService };
//# sourceMappingURL=export.service.js.map