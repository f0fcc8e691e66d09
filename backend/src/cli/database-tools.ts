import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { AppConfig } from '../config/app-config.js';
import { RunningDatabase, startEmbeddedDatabase } from '../database/embedded-database.js';

/**
 * The database the server uses, for a tool that needs only its URL: DATABASE_URL; else the
 * embedded cluster of a running server (its port is in postmaster.pid); else the embedded
 * cluster started for the tool's work. Starting it while a server runs would stop the server's.
 */
export async function openDatabaseForTools(config: AppConfig): Promise<RunningDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => undefined };
  const port = runningEmbeddedPort(path.join(config.dataDir, 'pg'));
  if (port) return { url: `postgres://postgres:postgres@127.0.0.1:${port}/directory`, stop: async () => undefined };
  return startEmbeddedDatabase(config.dataDir);
}

/** Where the user typed the command: npm runs workspace scripts in the workspace's folder. */
export function invokedFrom(): string {
  return process.env.INIT_CWD ?? process.cwd();
}

/** The port of the PostgreSQL whose postmaster.pid (pid on line 1, port on line 4) names a live process. */
export function runningEmbeddedPort(databaseDir: string): number | null {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const [pid, port] = [Number(lines[0]), Number(lines[3])];
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return null;
  try {
    process.kill(pid, 0);
    return port;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? port : null;
  }
}

export async function serverMajorVersion(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ num: number }>(`SELECT current_setting('server_version_num')::int AS num`);
    return Math.floor(rows[0].num / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * `tool` (pg_dump, pg_restore) of the newest major version installed: the one on PATH or one of
 * Debian's /usr/lib/postgresql/N/bin. pg_dump refuses servers newer than itself, so an older one
 * is an error that says what to install.
 */
export function findPgTool(tool: string, serverMajor: number): string {
  const candidates = [tool];
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian)) candidates.push(path.join(debian, version, 'bin', tool));
  }
  let best: { file: string; major: number } | null = null;
  for (const file of candidates) {
    const major = toolMajorVersion(file);
    if (major !== null && (!best || major > best.major)) best = { file, major };
  }
  if (!best) throw new Error(`${tool} not found: install PostgreSQL's client tools (postgresql-client-${serverMajor})`);
  if (best.major < serverMajor) {
    throw new Error(
      `${tool} ${best.major} cannot work with PostgreSQL ${serverMajor}: install postgresql-client-${serverMajor} or newer`,
    );
  }
  return best.file;
}

function toolMajorVersion(file: string): number | null {
  try {
    const out = execFileSync(file, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const match = /(\d+)(?:\.\d+)?/.exec(out.replace(/^[^)]*\)/, ''));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Runs a PostgreSQL client tool against `url`, its password passed in the environment rather than on the command line. */
export function runPgTool(file: string, args: string[], url: string): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const child = spawn(file, [...args, `--dbname=${parsed.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(file)} failed with exit code ${code}`)),
    );
  });
}
