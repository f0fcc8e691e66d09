// Helpers every benchmark script shares: output, timing, raw HTTP, temporary databases, free ports.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { withDatabase } from '../test/support/databases.mjs';

export const log = (...args) => process.stdout.write(`${args.join(' ')}\n`);

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The smallest sample at or above the p-th percentile (p in 0–100). */
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/** /proc/<pid>/stat counts CPU in clock ticks of 1/100 s on Linux. */
export const TICK_MS = 10;

/** A process's command name, parent, own CPU ticks (utime + stime) and its reaped children's (cutime + cstime). */
function procStat(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return {
    pid: Number(pid),
    comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    ppid: fields[1],
    own: fields[11] + fields[12],
    reaped: fields[13] + fields[14],
  };
}

/** CPU seconds a process has used (utime + stime), from /proc. */
export function cpuSeconds(pid) {
  return (procStat(pid).own * TICK_MS) / 1000;
}

/**
 * CPU ticks used so far by every process whose command name is `name` (or by `pids`), with what
 * their ended children used: a PostgreSQL backend that exits between two readings leaves its
 * ticks in its parent's (the postmaster's) count of reaped children, not nowhere.
 */
export function cpuTicks({ name, pids }) {
  const matched = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    if (pids && !pids.includes(Number(entry))) continue;
    try {
      const stat = procStat(entry);
      if (!name || stat.comm === name) matched.push(stat);
    } catch {
      // the process ended while it was read
    }
  }
  const pidsSeen = new Set(matched.map((p) => p.pid));
  // Reaped children count once, at the top of each matched family (a child's own count is in `own`).
  return matched.reduce((sum, p) => sum + p.own + (pidsSeen.has(p.ppid) ? 0 : p.reaped), 0);
}

/** Raw bytes as sent, without decoding (gzip asked for unless `headers` say otherwise), and the time to the last byte. */
export function fetchRaw(url, headers = { 'accept-encoding': 'gzip' }, agent = undefined) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers, agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      })
      .on('error', reject);
  });
}

export { onDatabase, withDatabase } from '../test/support/databases.mjs';

/** A connected client on the benchmark database `name`, on the server DATABASE_URL names (the local one by default), and its URL. */
export async function connectBenchDatabase(name) {
  const url = withDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', name);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  return { db, url };
}
export { freePort } from '../test/support/own-servers.mjs';

/**
 * Milliseconds `sql` (an insert) takes inside a transaction that is rolled back, with the user
 * triggers of `table` on or off: what the triggers' upkeep costs a writer.
 */
export async function rolledBackInsertMs(db, sql, { table = 'businesses', triggers }) {
  await db.query('BEGIN');
  try {
    if (!triggers) await db.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    const started = performance.now();
    await db.query(sql);
    return performance.now() - started;
  } finally {
    await db.query('ROLLBACK');
  }
}
