// What a benchmark script around the built server shares: its paths, starting it, the admin
// login, its section of BENCHMARKS.md and the entry point.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from './support.mjs';

export const BACKEND = path.resolve(import.meta.dirname, '..');
export const ROOT = path.resolve(BACKEND, '..');
/** The built server the benchmarks start. */
export const MAIN = path.join(BACKEND, 'dist/main.js');

/** The admin the benchmarks give the servers they start (ADMIN_USERNAME, ADMIN_PASSWORD) and log in as. */
export const BENCH_ADMIN = Object.freeze({ username: 'bench-admin', password: 'bench-admin-password' });

/**
 * The built server (`main`, dist/main.js unless given) in its own process on a free loopback port,
 * with the demo seed off and `env` on top of this process's environment; not waited for.
 */
export async function spawnServer(env, { main = MAIN, stdio = ['ignore', 'pipe', 'pipe'] } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: BACKEND,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', ...env },
    stdio,
  });
  return { child, port, base: `http://127.0.0.1:${port}` };
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
