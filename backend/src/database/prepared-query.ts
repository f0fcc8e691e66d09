import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

const names = new Map<string, string>();

/**
 * Runs `text` as a named prepared statement on the pool behind TypeORM, so each pooled
 * connection plans it once instead of on every request: planning the business-detail query
 * costs more than running it (BENCHMARKS.md, "Public API"). The name is a hash of the text,
 * so a text always keeps its name. Rows come back as from `DataSource.query`.
 */
export async function preparedQuery<T>(db: DataSource, text: string, values: unknown[]): Promise<T[]> {
  let name = names.get(text);
  if (!name) {
    name = `directory_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  const pool = (db.driver as unknown as { master: Pool }).master;
  const result = await pool.query({ name, text, values });
  return result.rows as T[];
}
