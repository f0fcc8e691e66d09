// The built server (`node backend/dist/main.js`) in a process of its own on a loopback port, as the
// end-to-end tests and the benchmarks start it.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './own-servers.mjs';

export const BACKEND = path.resolve(import.meta.dirname, '../..');
export const MAIN = path.join(BACKEND, 'dist/main.js');
const ROOT = path.resolve(BACKEND, '..');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/**
 * Builds libs/shared and the backend when their output is older than their sources: a run that has
 * built already pays nothing, a run right after an edit tests what was edited. The tests' global
 * set-up calls it once, before the workers start: two workers building at once wiped each other's
 * dist/ while a test was starting the server from it.
 */
export function ensureBackendBuilt() {
  const sharedOutput = path.join(ROOT, 'libs/shared/dist/index.js');
  if (newestSource(path.join(ROOT, 'libs/shared/src')) > builtAt(sharedOutput)) {
    execFileSync('npm', ['run', 'build', '-w', 'libs/shared'], { cwd: ROOT, stdio: 'ignore' });
  }
  if (Math.max(newestSource(path.join(BACKEND, 'src')), builtAt(sharedOutput)) > builtAt(MAIN)) {
    execFileSync('npm', ['run', 'build', '-w', 'backend'], { cwd: ROOT, stdio: 'ignore' });
  }
}

/** How much of the server's output is kept for error messages. */
const OUTPUT_KEPT = 200_000;

/**
 * Spawns `main` with the demo seed off and `env` on top of this process's environment (`inherit: false`
 * leaves the latter out, `without` drops named variables from it); port and host are always its own.
 * Not waited for: see startBuiltServer.
 */
export async function spawnBuiltServer(
  env = {},
  { main = MAIN, port, stdio = ['ignore', 'pipe', 'pipe'], without = [] } = {},
) {
  const chosen = port ?? (await freePort());
  const inherited = { ...process.env };
  for (const name of without) delete inherited[name];
  const child = spawn(process.execPath, [main], {
    cwd: BACKEND,
    env: { ...inherited, SEED_DEMO: 'false', ...env, PORT: String(chosen), HOST: '127.0.0.1' },
    stdio,
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-OUTPUT_KEPT));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${chosen}`;
  return { url, base: url, port: chosen, host: `127.0.0.1:${chosen}`, child, output: () => output, exited };
}

/** spawnBuiltServer, resolved once `/api/health` answers 200; throws with the server's output if it exits or `timeoutMs` passes. */
export async function startBuiltServer(env = {}, { timeoutMs = 120_000, ...options } = {}) {
  const server = await spawnBuiltServer(env, options);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited at start:\n${server.output()}`);
    const healthy = await fetch(`${server.url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return server;
    if (Date.now() > deadline) {
      server.child.kill('SIGKILL');
      throw new Error(`server did not start within ${timeoutMs} ms:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** spawnBuiltServer, waited for until it exits (for starts that must fail): its exit code and output. */
export async function runBuiltServerToExit(env = {}, options = {}) {
  const server = await spawnBuiltServer(env, options);
  await server.exited;
  return { code: server.child.exitCode, output: server.output() };
}
