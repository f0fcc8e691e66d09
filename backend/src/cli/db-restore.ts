import { Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { runCommand } from './command-context.js';
import { findPgTool, invokedFrom, openDatabaseForTools, runPgTool, serverMajorVersion } from './database-tools.js';

/**
 * npm run db:restore -- <file>: replaces the database's contents (DATABASE_URL's, else the embedded
 * one) with a `db:backup` file, in one transaction. Stop the servers first and start them after.
 */
runCommand('DbRestore', async (config) => {
  const file = process.argv[2] ? path.resolve(invokedFrom(), process.argv[2]) : undefined;
  if (!file || !existsSync(file)) {
    process.stderr.write('Usage: npm run db:restore -- <file written by npm run db:backup>\n');
    return 2;
  }
  const database = await openDatabaseForTools(config);
  try {
    const pgRestore = findPgTool('pg_restore', await serverMajorVersion(database.url));
    const args = ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error'];
    await runPgTool(pgRestore, [...args, file], database.url);
    await forgetSharedCache(database.url);
  } finally {
    await database.stop();
  }
  new Logger('DbRestore').log(`Restored ${file}`);
});

/**
 * Shared cache keys hold the cache epoch and the data version, which the restore took back to the
 * backup's. The version may have moved past them since, with other data: a new epoch makes
 * every cached answer from before the restore unreachable.
 */
async function forgetSharedCache(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `UPDATE app_state SET value = to_jsonb(left(md5(random()::text), 8)), updated_at = now() WHERE key = 'cache_epoch'`,
    );
  } finally {
    await client.end();
  }
}
