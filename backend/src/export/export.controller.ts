import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ExportCsvDto, ExportCsvQueryDto } from './export-csv.dto.js';
import { ExportService } from './export.service.js';

/** CONTRACT §6: both answer the CSV file itself, streamed. */
@Controller('api')
export class ExportController {
  constructor(private readonly exports: ExportService) {}

  @Post('export-csv')
  @HttpCode(200)
  exportCsv(@Body() body: ExportCsvDto, @Res() res: Response): Promise<void> {
    return this.exports.send(body.selectedFields, body.countryCode, res);
  }

  @Get('admin/export-csv')
  exportCsvByQuery(@Query() query: ExportCsvQueryDto, @Res() res: Response): Promise<void> {
    return this.exports.send(query.fields, query.countryCode, res);
  }
}
