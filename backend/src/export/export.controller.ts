import { Body, Controller, Get, Header, HttpCode, Logger, Post, Query, StreamableFile } from '@nestjs/common';
import { Actor, type AdminActor } from '../auth/admin-principal.js';
import { ExportCsvDto, ExportCsvQueryDto } from './export-csv.dto.js';
import { type CsvFile, ExportService } from './export.service.js';

/** docs/behaviour.md §6: both answer the CSV file itself, streamed. */
@Controller('api')
export class ExportController {
  constructor(private readonly exports: ExportService) {}

  @Post('export-csv')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async exportCsv(@Body() body: ExportCsvDto, @Actor() actor: AdminActor): Promise<StreamableFile> {
    return download(await this.exports.csv(body.selectedFields, body.countryCode, actor));
  }

  @Get('admin/export-csv')
  @Header('Cache-Control', 'no-store')
  async exportCsvByQuery(@Query() query: ExportCsvQueryDto, @Actor() actor: AdminActor): Promise<StreamableFile> {
    return download(await this.exports.csv(query.fields, query.countryCode, actor));
  }
}

const logger = new Logger(ExportController.name);

/** Once bytes are out the status is sent: the client sees a cut-off download, the log says why. */
function download(file: CsvFile): StreamableFile {
  return new StreamableFile(file.content, {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${file.fileName}"`,
  }).setErrorLogger((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') logger.warn(`CSV export stopped: ${error.message}`);
  });
}
