// Helpers every benchmark script shares: output, timing, temporary databases, free ports.
import pg from 'pg';

export const log = (...args) => process.stdout.write(`${args.join(' ')}\n`);

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

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

export { freePort } from '../test/support/own-servers.mjs';
