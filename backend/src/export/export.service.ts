import { EXPORT_FIELD_LABELS, type ExportField } from '@directory/shared';
import { Injectable, Logger } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import QueryStream from 'pg-query-stream';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { protectCell } from './csv-cell.js';

/** The column each export field reads (`url` is the public page: base URL + slug). */
const FIELD_SQL: Readonly<Record<Exclude<ExportField, 'url'>, string>> = {
  name: 'name',
  address: 'address',
  phone: 'phone',
  category: 'category',
  reviewCount: 'review_count',
  rating: 'rating',
  placeId: 'place_id',
  countryCode: 'country_code',
  latitude: 'latitude',
  longitude: 'longitude',
  slug: 'slug',
  city: 'city',
  website: 'website',
};

// Rows fetched per cursor round trip and encoded per chunk. Small enough that rows die young
// (measured: 2 000 let the heap grow by 100 MB during a 600 000-row export, 1 000 keep it flat).
const CURSOR_ROWS = 1000;
const CHUNK_ROWS = 1000;
// Every value arrives as PostgreSQL's text: nothing to parse into numbers only to print them again.
const RAW_TEXT = { getTypeParser: () => (value: string) => value };

/**
 * Rows (arrays of text, as PostgreSQL sent them) in, CSV text out: csv-stringify turns each
 * 1 000 rows into one string, so the response gets a few large writes instead of one small
 * write (and one chunk frame) per record. BOM and header row lead the first chunk; every cell
 * passes the formula rule.
 */
function csvChunks(labels: string[]): Transform {
  const rows: unknown[][] = [];
  let first = true;
  const encode = () => {
    const text = stringify(rows, {
      bom: first,
      header: first,
      columns: labels,
      record_delimiter: 'windows',
      cast: { string: protectCell },
    });
    first = false;
    rows.length = 0;
    return text;
  };
  return new Transform({
    writableObjectMode: true,
    writableHighWaterMark: CHUNK_ROWS,
    transform(row: unknown[], _encoding, done) {
      rows.push(row);
      done(null, rows.length >= CHUNK_ROWS ? encode() : undefined);
    },
    flush(done) {
      done(null, rows.length > 0 || first ? encode() : undefined);
    },
  });
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
 * from a database cursor through csv-stringify into the response, so memory stays flat.
 * UTF-8 with BOM, CRLF records (RFC 4180), labels in the order asked.
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
    const params: string[] = [];
    const param = (value: string) => `$${params.push(value)}`;
    const columns = plan.fields.map((field) =>
      field === 'url' ? `${param(this.businessUrl)}::text || slug` : FIELD_SQL[field],
    );
    const where = plan.countryCode ? `WHERE country_code = ${param(plan.countryCode)}` : '';
    const sql = `SELECT ${columns.join(', ')} FROM businesses ${where} ORDER BY id`;

    const runner = this.db.createQueryRunner();
    const client = (await runner.connect()) as PoolClient;
    try {
      const cursor = client.query(
        new QueryStream(sql, params, {
          batchSize: CURSOR_ROWS,
          highWaterMark: CURSOR_ROWS,
          rowMode: 'array',
          types: RAW_TEXT,
        }),
      );
      const csv = csvChunks(plan.fields.map((field) => EXPORT_FIELD_LABELS[field]));
      res.status(200);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${plan.fileName}"`);
      res.setHeader('Cache-Control', 'no-store');
      await pipeline(cursor, csv, res);
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
