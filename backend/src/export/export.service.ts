import { EXPORT_FIELD_LABELS, type ExportField } from '@directory/shared';
import { Injectable, Logger } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { ExportCsvStream } from './export-csv-stream.js';

/**
 * What each export field reads (`url` is the public page: base URL + slug). PostgreSQL's CSV quotes an
 * empty string (`""`) to tell it from NULL; the export writes both as an empty field.
 */
const FIELD_SQL: Readonly<Record<Exclude<ExportField, 'url'>, string>> = {
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
function headerLine(fields: readonly ExportField[]): Buffer {
  const labels = fields.map((field) => EXPORT_FIELD_LABELS[field]);
  return Buffer.from(BOM + stringify([labels], { record_delimiter: 'windows' }), 'utf8');
}

export interface CsvExport {
  fileName: string;
  fields: ExportField[];
  countryCode: string | null;
}

/** CONTRACT §6 file name: `businesses_export_{YYYY-MM-DD}.csv`, or `businesses_{CC}_{YYYY-MM-DD}.csv` for one country. */
export function exportFileName(countryCode: string | null, now = new Date()): string {
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
@Injectable()
export class ExportService {
  private readonly logger = new Logger(ExportService.name);
  private readonly businessUrl: string;

  constructor(
    private readonly db: DataSource,
    config: AppConfig,
  ) {
    this.businessUrl = `${config.publicBaseUrl}/business/`;
  }

  plan(fields: readonly ExportField[], countryCode: string): CsvExport {
    const code = countryCode.toLowerCase() === 'all' ? null : countryCode.toUpperCase();
    return { fields: [...new Set(fields)], countryCode: code, fileName: exportFileName(code) };
  }

  async send(fields: readonly ExportField[], countryCode: string, res: Response): Promise<void> {
    const plan = this.plan(fields, countryCode);
    const runner = this.db.createQueryRunner();
    const client = (await runner.connect()) as PoolClient;
    try {
      // COPY takes no bind parameters: the two values are quoted by the driver.
      const columns = plan.fields.map((field) =>
        field === 'url' ? `${client.escapeLiteral(this.businessUrl)} || slug` : FIELD_SQL[field],
      );
      const where = plan.countryCode ? `WHERE country_code = ${client.escapeLiteral(plan.countryCode)}` : '';
      const copy = client.query(
        copyTo(`COPY (SELECT ${columns.join(', ')} FROM businesses ${where} ORDER BY id) TO STDOUT WITH (FORMAT csv)`),
      );
      res.status(200);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${plan.fileName}"`);
      res.setHeader('Cache-Control', 'no-store');
      await pipeline(copy, new ExportCsvStream(headerLine(plan.fields)), res);
    } catch (error) {
      if (!res.headersSent) {
        res.removeHeader('Content-Disposition');
        throw error;
      }
      // Once bytes are out the status is sent: the client sees a cut-off download, the log says why.
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
        this.logger.warn(`CSV export stopped: ${(error as Error).message}`);
      }
    } finally {
      await runner.release();
    }
  }
}
