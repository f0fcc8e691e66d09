import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface BuiltServer {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves once the process has exited. */
  exited: Promise<void>;
}

/** `node backend/dist/main.js` on its own port, resolved once it answers /api/health. */
export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  const port = await freePort();
  const { REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(BACKEND, 'dist/main.js')], {
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) return { url, child, output: () => output, exited };
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A fresh database on DATABASE_URL's server, for a server process of the test's own. */
export async function createDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.DATABASE_URL as string);
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const onServer = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
