// One-off connections to a PostgreSQL URL, for tests and benchmarks that work beside the application.
import pg from 'pg';

/** The same server URL with another database name. */
export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs `action` with a client connected to `url`, then disconnects. */
export async function onDatabase(url, action) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/** The rows of one statement on its own connection. */
export function queryRows(url, sql, params) {
  return onDatabase(url, async (client) => (await client.query(sql, params)).rows);
}
