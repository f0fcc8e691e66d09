import { EXPORT_FIELD_LABELS, type ExportField } from '@directory/shared';
import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import { pipeline, type Readable } from 'node:stream';
import { AuditService } from '../audit/audit.service.js';
import type { AdminActor } from '../auth/admin-principal.js';
import { AppConfig } from '../config/app-config.js';
import { ExportCsvStream } from './export-csv-stream.js';
import { ExportRepository } from './export.repository.js';

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

export interface CsvFile {
  fileName: string;
  content: Readable;
}

/** docs/behaviour.md §6 file name: `businesses_export_{YYYY-MM-DD}.csv`, or `businesses_{CC}_{YYYY-MM-DD}.csv` for one country. */
export function exportFileName(countryCode: string | null, now = new Date()): string {
  const date = now.toISOString().slice(0, 10);
  return countryCode ? `businesses_${countryCode}_${date}.csv` : `businesses_export_${date}.csv`;
}

/**
 * docs/behaviour.md §6 CSV export: every business of the chosen country (approved or not), streamed
 * from `COPY … TO STDOUT` into the response with backpressure, so memory stays flat. PostgreSQL
 * writes the CSV (RFC 4180 quoting) and ExportCsvStream applies the formula rule and CRLF record
 * ends on the way: a cursor read into JavaScript and re-encoded by csv-stringify reached a fifth of
 * COPY's rows/s (BENCHMARKS.md, "Export"). UTF-8 with BOM, labels in the order asked.
 */
@Injectable()
export class ExportService {
  private readonly businessUrl: string;

  constructor(
    private readonly rows: ExportRepository,
    private readonly audit: AuditService,
    config: AppConfig,
  ) {
    this.businessUrl = `${config.publicBaseUrl}/business/`;
  }

  plan(fields: readonly ExportField[], countryCode: string): CsvExport {
    const code = countryCode.toLowerCase() === 'all' ? null : countryCode.toUpperCase();
    return { fields: [...new Set(fields)], countryCode: code, fileName: exportFileName(code) };
  }

  async csv(fields: readonly ExportField[], countryCode: string, { admin, ip }: AdminActor): Promise<CsvFile> {
    const plan = this.plan(fields, countryCode);
    const { fileName, countryCode: country } = plan;
    await this.audit.record(admin, 'export.csv', { fileName, countryCode: country, fields: plan.fields }, ip);
    const copy = await this.rows.copyCsv(
      (quote) =>
        plan.fields.map((field) => (field === 'url' ? `${quote(this.businessUrl)} || slug` : FIELD_SQL[field])),
      plan.countryCode,
    );
    // Errors of either side destroy both; the response reports them (see StreamableFile).
    const content = pipeline(copy, new ExportCsvStream(headerLine(plan.fields)), () => undefined);
    return { fileName: plan.fileName, content };
  }
}
