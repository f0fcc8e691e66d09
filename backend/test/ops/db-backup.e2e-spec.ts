import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runningEmbeddedPort } from '../../src/cli/database-tools.js';
import { queryRows } from '../support/databases.mjs';
import { createDatabase } from '../upload/built-server.js';

const DIST = path.resolve(import.meta.dirname, '../../dist/cli');

/** Runs a built command line tool; resolves with its exit code and output. */
function runCli(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(DIST, script), ...args], {
    env: { ...process.env, SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** Every column of every business, in id order, as one checksum. */
const fingerprint = async (url: string) =>
  (
    await queryRows<{ count: number; md5: string }>(
      url,
      `SELECT count(*)::int AS count, md5(string_agg(b::text, E'\\n' ORDER BY b.id)) AS md5 FROM businesses b`,
    )
  )[0];

const cacheEpoch = async (url: string) =>
  (
    await queryRows<{ epoch: string }>(url, `SELECT value #>> '{}' AS epoch FROM app_state WHERE key = 'cache_epoch'`)
  )[0]?.epoch;

describe('npm run db:backup / db:restore', () => {
  let dir: string;
  const databases: Array<{ url: string; drop: () => Promise<void> }> = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'directory-backup-'));
    databases.push(await createDatabase(`directory_ops_backup_${process.pid}`));
    databases.push(await createDatabase(`directory_ops_restore_${process.pid}`));
    const seeded = await runCli('seed.js', ['--businesses', '500'], { DATABASE_URL: databases[0].url });
    expect(seeded).toMatchObject({ code: 0 });
    await queryRows(
      databases[0].url,
      `INSERT INTO app_state (key, value) VALUES ('cache_epoch', '"before"') ON CONFLICT (key) DO NOTHING`,
    );
  }, 180_000);

  afterAll(async () => {
    for (const database of databases) await database.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('restores DATABASE_URL’s businesses exactly as they were backed up, over later changes', async () => {
    const [source] = databases;
    const before = await fingerprint(source.url);
    expect(before.count).toBe(500);
    const file = path.join(dir, 'directory.dump');

    expect(await runCli('db-backup.js', [file], { DATABASE_URL: source.url })).toMatchObject({ code: 0 });
    expect(statSync(file).size).toBeGreaterThan(0);

    await queryRows(source.url, `DELETE FROM businesses WHERE id % 3 = 0`);
    await queryRows(source.url, `UPDATE businesses SET name = name || ' (edited)' WHERE id % 5 = 0`);
    expect(await fingerprint(source.url)).not.toEqual(before);

    expect(await runCli('db-restore.js', [file], { DATABASE_URL: source.url })).toMatchObject({ code: 0 });
    expect(await fingerprint(source.url)).toEqual(before);
    // Cached answers from before the restore must not come back under the restored data version.
    expect(await cacheEpoch(source.url)).not.toBe('before');
  }, 120_000);

  it('restores a backup into an empty database', async () => {
    const [source, empty] = databases;
    const file = path.join(dir, 'directory.dump');
    expect(await runCli('db-restore.js', [file], { DATABASE_URL: empty.url })).toMatchObject({ code: 0 });
    expect(await fingerprint(empty.url)).toEqual(await fingerprint(source.url));
  }, 120_000);

  it('refuses a restore without a backup file', async () => {
    const { code, output } = await runCli('db-restore.js', [path.join(dir, 'missing.dump')], {
      DATABASE_URL: databases[1].url,
    });
    expect(code).toBe(2);
    expect(output).toContain('Usage: npm run db:restore');
  });

  it('finds the embedded cluster of a running server by its postmaster.pid', () => {
    const pgDir = mkdtempSync(path.join(dir, 'pg-'));
    expect(runningEmbeddedPort(pgDir)).toBeNull();
    const pidFile = path.join(pgDir, 'postmaster.pid');
    writeFileSync(pidFile, `${process.pid}\n${pgDir}\n1700000000\n54321\n/tmp\n`);
    expect(runningEmbeddedPort(pgDir)).toBe(54321);
    writeFileSync(pidFile, `999999999\n${pgDir}\n1700000000\n54321\n/tmp\n`);
    expect(runningEmbeddedPort(pgDir)).toBeNull();
  });

  it('backs up the embedded database when no server runs, or says which pg_dump it needs, and stops it again', async () => {
    const dataDir = path.join(dir, 'embedded');
    const file = path.join(dir, 'embedded.dump');
    const { code, output } = await runCli('db-backup.js', [file], { DATABASE_URL: '', DATA_DIR: dataDir });
    // The embedded cluster is a newer PostgreSQL than many machines' client tools.
    if (code === 0) expect(statSync(file).size).toBeGreaterThan(0);
    else expect(output).toMatch(/pg_dump \d+ cannot work with PostgreSQL \d+: install postgresql-client-\d+ or newer/);
    expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    expect(runningEmbeddedPort(path.join(dataDir, 'pg'))).toBeNull();
  }, 120_000);
});
