// The mail outbox (docs/behaviour.md §12): how fast one instance delivers queued mail to a local SMTP
// server, and what draining 1 000 mails does to a public page's p99.
//
//   npm run build -w backend && npm run bench:mail [-- --mails 1000 --duration 10]
//
// One instance of the built server on its own empty database `directory_bench_mail` (DATABASE_URL names
// the PostgreSQL server), SMTP_URL pointing at an npm smtp-server in this process that accepts every
// mail. 1 000 mails are queued in one INSERT (as 1 000 sign-ups would queue them); the instance's
// worker drains them; mails/s is the count over the time from the INSERT to the last mail received.
// Meanwhile autocannon asks a public page (`/api/categories`, 4 connections); the same load with an
// empty outbox, in the same run, is the baseline. Results replace the `## Mail outbox` section of
// BENCHMARKS.md.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { runMain, startServer, stopProcess, writeBenchmarkSection } from './harness.mjs';
import { freePort, log, onDatabase, sleep, withDatabase } from './support.mjs';

const SECTION = '## Mail outbox';
const BENCH_DB = 'directory_bench_mail';

const { values: opts } = parseArgs({
  options: { mails: { type: 'string', default: '1000' }, duration: { type: 'string', default: '10' } },
});
const MAILS = Number(opts.mails);
const DURATION = Number(opts.duration);

async function sink() {
  const port = await freePort();
  let received = 0;
  let last = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        last = performance.now();
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    last: () => last,
    close: () => new Promise((r) => server.close(r)),
  };
}

const pageLoad = (base, seconds) =>
  autocannon({
    url: `${base}/api/categories`,
    connections: 4,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
  });

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  await onDatabase(serverUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${BENCH_DB}`);
  });
  const url = withDatabase(serverUrl, BENCH_DB);
  const smtp = await sink();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-mail-'));
  const { child, base } = await startServer({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
  });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    log('Baseline: the public page with an empty outbox …');
    const idle = await pageLoad(base, DURATION);
    log(`  p99 ${idle.latency.p99} ms, ${idle.requests.average.toFixed(0)} req/s`);

    log(`Queueing ${MAILS} mails and loading the page while they drain …`);
    const started = performance.now();
    await db.query(
      `INSERT INTO mail_outbox (recipient, subject, text_body, html_body)
       SELECT 'reader-' || n || '@example.com', 'Confirm your e-mail address',
              'Hello,\n\nConfirm your address: https://directory.example/account/verify?token=' || md5(n::text) || '\n',
              '<p>Hello,</p><p><a href="https://directory.example/account/verify?token=' || md5(n::text) || '">Confirm</a></p>'
       FROM generate_series(1, $1) n`,
      [MAILS],
    );
    const [draining] = await Promise.all([
      pageLoad(base, DURATION),
      (async () => {
        while (smtp.received() < MAILS && performance.now() - started < 600_000) await sleep(20);
      })(),
    ]);
    while (smtp.received() < MAILS && performance.now() - started < 600_000) await sleep(20);
    const seconds = (smtp.last() - started) / 1000;
    const perSecond = smtp.received() / seconds;
    const { rows } = await db.query(
      `SELECT count(*) FILTER (WHERE sent_at IS NULL)::int AS unsent, max(attempts)::int AS attempts FROM mail_outbox`,
    );
    log(
      `  ${smtp.received()} mails in ${seconds.toFixed(1)} s = ${perSecond.toFixed(0)} mails/s; page p99 ${draining.latency.p99} ms`,
    );

    const [load1] = os.loadavg();
    await writeBenchmarkSection(`${SECTION}

\`npm run build -w backend && npm run bench:mail -- --mails ${MAILS} --duration ${DURATION}\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load average ${load1.toFixed(2)} at the end. One instance of the built server on the local PostgreSQL, SMTP_URL at an npm smtp-server in the benchmark's process.

| Measure | Value |
|---|---:|
| Mails queued in one INSERT, delivered by the instance's worker | ${smtp.received()} of ${MAILS} in ${seconds.toFixed(1)} s |
| **Mails per second delivered** | **${perSecond.toFixed(0)}** |
| Unsent rows after the drain / most attempts of a mail | ${rows[0].unsent} / ${rows[0].attempts} |
| \`GET /api/categories\` p99, empty outbox (4 connections, ${DURATION} s) | ${idle.latency.p99} ms (${idle.requests.average.toFixed(0)} req/s) |
| … while the ${MAILS} mails drain | ${draining.latency.p99} ms (${draining.requests.average.toFixed(0)} req/s) |

The worker claims 20 due mails at a time (\`FOR UPDATE SKIP LOCKED\`, a 60 s lease) and sends them one after another over a pool of 2 SMTP connections; each mail costs one claim share, one send and one \`UPDATE … SET sent_at\`. The public page's answers come from the cache, so what the drain takes from them is CPU on the same 2 cores.
`);
    log(`Wrote ${SECTION}`);
  } finally {
    await db.end();
    await stopProcess(child);
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
