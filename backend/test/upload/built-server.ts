import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { queryRows } from '../support/databases.mjs';
import { type BuiltServer, startBuiltServer as startServer } from '../support/built-server.mjs';

const BACKEND = path.resolve(import.meta.dirname, '../..');
const ROOT = path.resolve(BACKEND, '..');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const builtAt = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/**
 * Builds libs/shared and the backend when their output is older than their sources: a CI run that
 * has built already pays nothing, a run right after an edit tests what was edited.
 */
export function ensureBackendBuilt(): void {
  const sharedOutput = path.join(ROOT, 'libs/shared/dist/index.js');
  if (newestSource(path.join(ROOT, 'libs/shared/src')) > builtAt(sharedOutput)) {
    execFileSync('npm', ['run', 'build', '-w', 'libs/shared'], { cwd: ROOT, stdio: 'ignore' });
  }
  const backendOutput = path.join(BACKEND, 'dist/main.js');
  if (Math.max(newestSource(path.join(BACKEND, 'src')), builtAt(sharedOutput)) > builtAt(backendOutput)) {
    execFileSync('npm', ['run', 'build', '-w', 'backend'], { cwd: ROOT, stdio: 'ignore' });
  }
}

export type { BuiltServer } from '../support/built-server.mjs';

/** The built server with the demo seed off and without this process's REDIS_URL, once it answers /api/health. */
export function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  return startServer(env, { without: ['REDIS_URL'], timeoutMs: 60_000 });
}

/** A fresh database on DATABASE_URL's server, for a server process of the test's own. */
export async function createDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.DATABASE_URL as string);
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const onServer = (sql: string) => queryRows(admin.toString(), sql);
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => void (await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
