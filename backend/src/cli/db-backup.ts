import { Logger } from '@nestjs/common';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { runCommand } from './command-context.js';
import { findPgTool, invokedFrom, openDatabaseForTools, runPgTool, serverMajorVersion } from './database-tools.js';

/**
 * npm run db:backup [-- <file>]: the whole database (DATABASE_URL's, else the embedded one) in
 * pg_dump's custom format, by default DATA_DIR/backups/directory-<time>.dump.
 */
runCommand('DbBackup', async (config) => {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
  const file = path.resolve(
    invokedFrom(),
    process.argv[2] ?? path.join(config.dataDir, 'backups', `directory-${stamp}.dump`),
  );
  mkdirSync(path.dirname(file), { recursive: true });
  const database = await openDatabaseForTools(config);
  try {
    const pgDump = findPgTool('pg_dump', await serverMajorVersion(database.url));
    await runPgTool(pgDump, ['--format=custom', `--file=${file}`], database.url);
  } finally {
    await database.stop();
  }
  new Logger('DbBackup').log(`Backup written to ${file}`);
});
