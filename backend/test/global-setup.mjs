import pg from 'pg';
import { startOwnPostgres } from './support/own-servers.mjs';

/**
 * Every run gets a fresh database: a new one on DATABASE_URL's server when set,
 * else a throw-away embedded cluster. Test files read the result from DATABASE_URL.
 */
export default async function globalSetup() {
  process.env.SEED_DEMO = 'false';
  // Request lines would bury the test report; a test that reads the log sets its own level.
  process.env.LOG_LEVEL ??= 'silent';
  const base = process.env.DATABASE_URL;
  if (!base) {
    const cluster = await startOwnPostgres({ database: 'directory_test', persistent: false });
    process.env.DATABASE_URL = cluster.url;
    globalThis.__testDatabase = { drop: cluster.remove };
    return;
  }
  const name = `directory_test_${Date.now()}_${process.pid}`;
  await onServer(base, (client) => client.query(`CREATE DATABASE ${name}`));
  // A test file that leaves an app open lets its timers run after the file's environment is gone; a
  // transaction they leave open must not block the next file's TRUNCATE until its hooks time out (60 s: 10 s leaves room for a slow start).
  await onServer(base, (client) =>
    client.query(`ALTER DATABASE ${name} SET idle_in_transaction_session_timeout = '10s'`),
  );
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
