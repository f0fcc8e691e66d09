import pg from 'pg';
import { ensureBackendBuilt } from './support/built-server.mjs';
import { startOwnPostgres } from './support/own-servers.mjs';

/**
 * Every run gets fresh databases, one per jest worker so that files which empty the tables can
 * run side by side: new ones on DATABASE_URL's server when set, else in a throw-away embedded
 * cluster. test/worker-database.mjs points each test file at its worker's database.
 */
export default async function globalSetup(globalConfig) {
  process.env.SEED_DEMO = 'false';
  // Request lines would bury the test report; a test that reads the log sets its own level.
  process.env.LOG_LEVEL ??= 'silent';
  // Some tests start the built server or its command-line tools: built here once, before the workers.
  ensureBackendBuilt();
  let server = process.env.DATABASE_URL;
  const drops = [];
  if (!server) {
    const cluster = await startOwnPostgres({ database: 'directory_test', persistent: false });
    server = cluster.url;
    drops.push(cluster.remove);
  }
  const run = `directory_test_${Date.now()}_${process.pid}`;
  const names = [];
  for (let worker = 1; worker <= Math.max(1, globalConfig.maxWorkers); worker++) {
    const name = `${run}_w${worker}`;
    await onServer(server, (client) => client.query(`CREATE DATABASE ${name}`));
    // A test file that leaves an app open lets its timers run after the file's environment is gone; a
    // transaction they leave open must not block the next file's TRUNCATE until its hooks time out (60 s: 10 s leaves room for a slow start).
    await onServer(server, (client) =>
      client.query(`ALTER DATABASE ${name} SET idle_in_transaction_session_timeout = '10s'`),
    );
    process.env[`TEST_DATABASE_URL_${worker}`] = withDatabase(server, name);
    names.push(name);
  }
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL_1;
  globalThis.__testDatabase = {
    drop: async () => {
      for (const name of names)
        await onServer(server, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      for (const drop of drops) await drop();
    },
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
