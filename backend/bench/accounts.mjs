// Sign-in cost (docs/behaviour.md §12): argon2id's price per verification, the sign-ins per second one
// instance sustains, and the lockout answering 429 without running argon2.
//
//   npm run build -w backend && npm run bench:accounts [-- --duration 15] [--connections 4]
//
// Part 1 verifies one password in this process with three argon2id parameter sets (the one the code
// uses is OWASP's baseline) and reads the CPU each verification costs. Parts 2–4 start the built server
// on its own database `directory_bench_accounts` (DATABASE_URL names the PostgreSQL server, default
// postgres://postgres@127.0.0.1:5432/postgres), sign one account up and verify it through the API, then
// load `POST /api/account/login` with autocannon: right passwords (a session each), wrong passwords
// from a new client address each time (each one runs argon2 and answers 401), and wrong passwords from
// one locked-out address (each one answers 429). The server's CPU per answer comes from /proc.
// Results replace the `## Accounts: sign-in cost` section of BENCHMARKS.md at the repository root.
import { hash, verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runMain, startServer, stopProcess, writeBenchmarkSection } from './harness.mjs';
import { cpuSeconds, log, median, onDatabase, withDatabase } from './support.mjs';

const SECTION = '## Accounts: sign-in cost';
const BENCH_DB = 'directory_bench_accounts';
const PASSWORD = 'a long enough bench password';
const EMAIL = 'bench-reader@example.com';
/** The parameters of backend/src/auth/password-hasher.ts, and two others for comparison. */
const PARAMETER_SETS = [
  { label: '19 MiB, 2 passes (used: OWASP baseline)', memoryCost: 19_456, timeCost: 2 },
  { label: '46 MiB, 1 pass (OWASP alternative)', memoryCost: 47_104, timeCost: 1 },
  { label: '64 MiB, 3 passes', memoryCost: 65_536, timeCost: 3 },
];

const { values: opts } = parseArgs({
  options: { duration: { type: 'string', default: '15' }, connections: { type: 'string', default: '4' } },
});
const DURATION = Number(opts.duration);
const CONNECTIONS = Number(opts.connections);

async function argon2Costs() {
  const rows = [];
  for (const set of PARAMETER_SETS) {
    const options = { algorithm: 2, parallelism: 1, memoryCost: set.memoryCost, timeCost: set.timeCost };
    const stored = await hash(PASSWORD, options);
    const cpu = [];
    const wall = [];
    for (let i = 0; i < 25; i += 1) {
      const before = process.cpuUsage();
      const started = performance.now();
      if (!(await verify(stored, PASSWORD))) throw new Error('argon2 verification failed');
      wall.push(performance.now() - started);
      const used = process.cpuUsage(before);
      cpu.push((used.user + used.system) / 1000);
    }
    rows.push({ ...set, cpuMs: median(cpu), wallMs: median(wall) });
  }
  return rows;
}

async function post(base, route, body, headers = {}) {
  const res = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function verifiedAccount(base, dbUrl) {
  const signup = await post(base, '/api/account/signup', {
    displayName: 'Bench Reader',
    email: EMAIL,
    password: PASSWORD,
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
  const text = await onDatabase(
    dbUrl,
    async (c) => (await c.query(`SELECT text_body FROM mail_outbox WHERE recipient = $1`, [EMAIL])).rows[0].text_body,
  );
  const token = /\/account\/verify\?token=([A-Za-z0-9_-]+)/.exec(text)[1];
  const verified = await post(base, '/api/account/verify', { token });
  if (verified.status !== 200) throw new Error(`verification answered ${verified.status}`);
}

/** autocannon on the login route; `headersFor(n)` gives each request its own headers. */
async function loginLoad(base, pid, password, headersFor) {
  let n = 0;
  const statuses = {};
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url: `${base}/api/account/login`,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'content-type': 'application/json', ...headersFor(n++) },
          body: JSON.stringify({ email: EMAIL, password }),
        }),
        onResponse: (status) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  });
  const cpu = cpuSeconds(pid) - cpuBefore;
  const answered = result.requests.total;
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerAnswer: (cpu * 1000) / answered,
    statuses,
  };
}

const clientAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  log('argon2id verification cost in this process …');
  const costs = await argon2Costs();
  for (const c of costs) log(`  ${c.label}: ${c.cpuMs.toFixed(1)} ms CPU, ${c.wallMs.toFixed(1)} ms`);

  await onDatabase(serverUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${BENCH_DB}`);
  });
  const dbUrl = withDatabase(serverUrl, BENCH_DB);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-accounts-'));
  const { child, base } = await startServer({
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
  });
  try {
    await verifiedAccount(base, dbUrl);
    log('Right passwords …');
    const right = await loginLoad(base, child.pid, PASSWORD, () => ({ 'x-forwarded-for': '192.0.2.1' }));
    log(
      `  ${right.perSecond.toFixed(0)} sign-ins/s, ${right.cpuMsPerAnswer.toFixed(1)} ms CPU each`,
      JSON.stringify(right.statuses),
    );
    log('Wrong passwords, a new address each …');
    const wrong = await loginLoad(base, child.pid, 'a wrong password here', (n) => ({
      'x-forwarded-for': clientAddress(n),
    }));
    log(
      `  ${wrong.perSecond.toFixed(0)} answers/s, ${wrong.cpuMsPerAnswer.toFixed(1)} ms CPU each`,
      JSON.stringify(wrong.statuses),
    );
    const lockedOut = { 'x-forwarded-for': '192.0.2.99' };
    for (let i = 0; i < 5; i += 1)
      await post(base, '/api/account/login', { email: EMAIL, password: `wrong ${i}` }, lockedOut);
    log('Wrong passwords from a locked-out address …');
    const locked = await loginLoad(base, child.pid, 'a wrong password here', () => lockedOut);
    log(
      `  ${locked.perSecond.toFixed(0)} answers/s, ${locked.cpuMsPerAnswer.toFixed(2)} ms CPU each`,
      JSON.stringify(locked.statuses),
    );

    const used = costs[0];
    const share = (s, code) => `${s[code] ?? 0} of ${Object.values(s).reduce((a, b) => a + b, 0)}`;
    const [load1] = os.loadavg();
    const text = `${SECTION}

\`npm run build -w backend && npm run bench:accounts -- --duration ${DURATION} --connections ${CONNECTIONS}\`, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load average ${load1.toFixed(2)} at the end; one instance of the built server on the local PostgreSQL, autocannon with ${CONNECTIONS} connections for ${DURATION} s per row.

**argon2id per verification** (median of 25, in one process; the CPU includes argon2's worker thread):

| Parameters | CPU per verification | Wall time |
|---|---:|---:|
${costs.map((c) => `| ${c.label} | ${c.cpuMs.toFixed(1)} ms | ${c.wallMs.toFixed(1)} ms |`).join('\n')}

The code uses the first row (OWASP's baseline for argon2id: 19 MiB, 2 passes, 1 lane), for admins and accounts alike: at ${used.cpuMs.toFixed(1)} ms of CPU a guess costs an attacker with a copy of the table that much per password per core, and one instance on 2 cores can still check about ${Math.floor(2000 / used.cpuMs)} passwords a second. The 64 MiB row would cost ${(costs[2].cpuMs / used.cpuMs).toFixed(1)} times as much for every real sign-in.

**\`POST /api/account/login\` on one instance:**

| Load | Answers/s | p50 | p99 | Server CPU per answer | Statuses |
|---|---:|---:|---:|---:|---|
| Right password (a new session each) | ${right.perSecond.toFixed(0)} | ${right.p50} ms | ${right.p99} ms | ${right.cpuMsPerAnswer.toFixed(1)} ms | 200: ${share(right.statuses, 200)} |
| Wrong password, a new client address each (argon2 runs) | ${wrong.perSecond.toFixed(0)} | ${wrong.p50} ms | ${wrong.p99} ms | ${wrong.cpuMsPerAnswer.toFixed(1)} ms | 401: ${share(wrong.statuses, 401)} |
| Wrong password from a locked-out address | ${locked.perSecond.toFixed(0)} | ${locked.p50} ms | ${locked.p99} ms | ${locked.cpuMsPerAnswer.toFixed(2)} ms | 429: ${share(locked.statuses, 429)} |

The lockout answers 429 without running argon2: each locked-out answer costs ${locked.cpuMsPerAnswer.toFixed(2)} ms of server CPU against ${wrong.cpuMsPerAnswer.toFixed(1)} ms for a checked wrong password (${(wrong.cpuMsPerAnswer / locked.cpuMsPerAnswer).toFixed(0)} times less), less than one argon2 verification (${used.cpuMs.toFixed(1)} ms) could cost. The failure is counted before the password is read (\`backend/src/auth/login-throttle.service.ts\`), so a locked-out client never reaches the hash.
`;
    await writeBenchmarkSection(text);
    log(`Wrote ${SECTION}`);
  } finally {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
