import { queryRows } from '../support/databases.mjs';
import { type BuiltServer, startBuiltServer as startServer } from '../support/built-server.mjs';

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
