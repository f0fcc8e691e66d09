import { Injectable } from '@nestjs/common';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import pg, { type PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { DataSource } from 'typeorm';

@Injectable()
export class ExportRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * PostgreSQL's own CSV (`COPY … TO STDOUT`) of `columns` over the businesses of one country
   * (or all), in id order. Resolves once the first bytes are there, so a failing query still
   * rejects before anything is sent; the connection returns to the pool when the stream closes.
   */
  async copyCsv(columns: (quote: (text: string) => string) => string[], countryCode: string | null): Promise<Readable> {
    const runner = this.db.createQueryRunner();
    const client = (await runner.connect()) as PoolClient;
    try {
      // COPY takes no bind parameters: values are quoted as literals.
      const where = countryCode ? `WHERE country_code = ${pg.escapeLiteral(countryCode)}` : '';
      const copy = client.query(
        copyTo(
          `COPY (SELECT ${columns(pg.escapeLiteral).join(', ')} FROM businesses ${where} ORDER BY id) TO STDOUT WITH (FORMAT csv)`,
        ),
      );
      copy.once('close', () => void runner.release());
      await once(copy, 'readable');
      return copy;
    } catch (error) {
      await runner.release();
      throw error;
    }
  }
}
