// What a benchmark script around the built server shares: its paths, a seeded database, starting
// it and other processes, the admin login, its section of BENCHMARKS.md and the entry point.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { BACKEND, MAIN, spawnBuiltServer, startBuiltServer } from '../test/support/built-server.mjs';
import { cpuSeconds, freePort, log, onDatabase, sleep, withDatabase } from './support.mjs';

/** BACKEND, and MAIN: the built server the benchmarks start. */
export { BACKEND, MAIN };
export const ROOT = path.resolve(BACKEND, '..');

const SEED_CLI = path.join(BACKEND, 'dist/cli/seed.js');

/** The database `bench:api` seeds with the seed CLI and the web, search and load benchmarks reuse. */
export const BENCH_DB = 'directory_bench_api';
/** How many businesses it holds. */
export const BENCH_BUSINESSES = 600_000;

/** The admin the benchmarks give the servers they start (ADMIN_USERNAME, ADMIN_PASSWORD) and log in as. */
export const BENCH_ADMIN = Object.freeze({ username: 'bench-admin', password: 'bench-admin-password' });

/**
 * The built server (`main`, dist/main.js unless given) in its own process on a free loopback port,
 * with the demo seed off and `env` on top of this process's environment; not waited for.
 */
export async function spawnServer(env, { main = MAIN, stdio = ['ignore', 'pipe', 'pipe'] } = {}) {
  const { child, port, base } = await spawnBuiltServer(env, { main, stdio });
  return { child, port, base };
}

/**
 * The database `name` on the server at `serverUrl` holding `businesses` businesses from the seed CLI:
 * made afresh, or with `reuse` kept and topped up to that count. Returns its URL.
 */
export async function prepareSeededDatabase(serverUrl, { name, businesses, reuse }) {
  const url = withDatabase(serverUrl, name);
  const exists = await onDatabase(
    serverUrl,
    async (c) => (await c.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name])).rowCount > 0,
  );
  if (exists && !reuse) await onDatabase(serverUrl, (c) => c.query(`DROP DATABASE ${name} WITH (FORCE)`));
  if (!exists || !reuse) await onDatabase(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const count =
    exists && reuse
      ? await onDatabase(
          url,
          async (c) => (await c.query(`SELECT count(*)::int AS n FROM businesses`)).rows[0].n,
        ).catch(() => 0)
      : 0;
  if (reuse) log(`${name} ${exists ? `holds ${count} businesses` : 'does not exist'}`);
  if (count < businesses) {
    log(`Seeding ${businesses - count} businesses with the seed CLI …`);
    const started = Date.now();
    await promisify(execFile)(process.execPath, [SEED_CLI, '--businesses', String(businesses - count)], {
      cwd: BACKEND,
      env: { ...process.env, DATABASE_URL: url, SEED_DEMO: 'false' },
      maxBuffer: 64 * 1024 * 1024,
    });
    log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  // As autovacuum leaves a table after a load: visibility map set, statistics fresh.
  await onDatabase(url, (c) => c.query(`VACUUM ANALYZE`));
  return url;
}

/**
 * The built server (see spawnServer) once it answers `/api/health` and its start-up work is over;
 * `env` adds to or overrides the environment (DATABASE_URL, REDIS_URL, SEED_DEMO …).
 */
export async function startServer(env) {
  const { child, base, port } = await startBuiltServer(env);
  // Start-up work of other modules (e.g. a first sitemap generation) must not run during the measurements.
  await whenIdle(child.pid);
  return { child, base, port };
}

/**
 * Resolves once the process `pid` has used less than `share` of a core over `interval` ms, `times`
 * times in a row, or after `limit` ms.
 */
export async function whenIdle(pid, { interval = 2000, share = 0.05, times = 3, limit = 600_000 } = {}) {
  const deadline = Date.now() + limit;
  for (let quiet = 0; quiet < times && Date.now() < deadline;) {
    const before = cpuSeconds(pid);
    await sleep(interval);
    quiet = cpuSeconds(pid) - before < (share * interval) / 1000 ? quiet + 1 : 0;
  }
}

/** A bench/ server script in its own process; resolves once it prints its first line. */
export async function startBenchScript(script, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(BACKEND, 'bench', script)], {
    cwd: BACKEND,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

/** SIGTERM, then SIGKILL after 10 s; nothing for a process that is gone. */
export async function stopProcess(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** What an admin write does to the cache: bump the data version and notify every instance. */
export async function bumpVersion(db) {
  await db.query(`WITH b AS (UPDATE app_state SET value = to_jsonb(value::int + 1), updated_at = now()
                   WHERE key = 'data_version' RETURNING value::int AS v)
                  SELECT pg_notify('directory_data_version', v::text) FROM b`);
  await sleep(100);
}

/** Logs in through `POST /api/admin/login` on the server at `base`; the session cookie to send back. */
export async function adminLogin(base, admin = BENCH_ADMIN) {
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * Puts `text`, a section that starts with its `## ` heading line, into BENCHMARKS.md at the
 * repository root: in place of the section with that heading, or at the end. Returns the file.
 */
export async function writeBenchmarkSection(text) {
  const file = path.join(ROOT, 'BENCHMARKS.md');
  const heading = text.slice(0, text.indexOf('\n'));
  const body = `${text.trimEnd()}\n`;
  const current = existsSync(file) ? await readFile(file, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(`\n${heading}\n`);
  let next;
  if (start >= 0) {
    const after = current.indexOf('\n## ', start + 1);
    next = `${current.slice(0, start)}\n${body}${after >= 0 ? current.slice(after) : ''}`;
  } else {
    next = `${current.trimEnd()}\n\n${body}`;
  }
  await writeFile(file, next);
  return file;
}

/** Runs the script's `main`; on a failure prints the stack and exits with 1. */
export function runMain(main) {
  main().catch((error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  });
}

/** The commit of the checkout a built file (another checkout's dist/main.js, say) comes from, to name it in results. */
export function commitOf(file) {
  try {
    return execFileSync('git', ['-C', path.dirname(file), 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown commit';
  }
}
