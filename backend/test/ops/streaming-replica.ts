import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../support/own-servers.mjs';

const run = promisify(execFile);

/** One PostgreSQL server of the pair, which the test may stop and start again. */
export interface PairServer {
  url: string;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
}

export interface StreamingPair {
  primary: PairServer;
  /** A hot standby cloned with `pg_basebackup -R`, streaming the primary's WAL. */
  replica: PairServer;
  /** Stops both servers and removes their files. */
  remove(): Promise<void>;
}

/** The newest Debian PostgreSQL (`/usr/lib/postgresql/N/bin`) that has the server and pg_basebackup. */
function debianPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_basebackup')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(`No PostgreSQL server binaries in ${root} (apt-get install postgresql)`);
  return path.join(root, versions[0], 'bin');
}

/** initdb and the server refuse to run as root: as root, they run as the `postgres` user. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * A primary of its own (initdb, `wal_level = replica`, trusted replication from loopback) with
 * `database` in it, and a streaming replica of it, each on a free loopback port and without a
 * Unix socket, in one temporary directory.
 */
export async function startStreamingPair(database: string): Promise<StreamingPair> {
  const bin = debianPostgresBin();
  const user = serverUser();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'directory-replica-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const tool = (name: string, args: string[]) => run(path.join(bin, name), args, { ...user, cwd: dir });

  const server = (name: string, port: number): PairServer => {
    const data = path.join(dir, name);
    const url = `postgres://postgres@127.0.0.1:${port}/${database}`;
    return {
      url,
      async query<T>(sql: string, params: unknown[] = []) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          return (await client.query(sql, params)).rows as T[];
        } finally {
          await client.end();
        }
      },
      stop: async (mode = 'fast') => void (await tool('pg_ctl', ['stop', '-w', '-m', mode, '-D', data])),
      start: async () => void (await tool('pg_ctl', ['start', '-w', '-D', data, '-l', `${data}.log`])),
    };
  };
  const settings = (port: number) =>
    `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\nfsync = off\n`;

  const primaryPort = await freePort();
  await tool('initdb', ['-D', path.join(dir, 'primary'), '--auth=trust', '-U', 'postgres']);
  appendFileSync(
    path.join(dir, 'primary', 'postgresql.conf'),
    `${settings(primaryPort)}wal_level = replica\nmax_wal_senders = 4\n`,
  );
  // initdb's pg_hba.conf already trusts replication connections from 127.0.0.1.
  const primary = server('primary', primaryPort);
  await primary.start();
  const started: PairServer[] = [primary];
  const remove = async () => {
    for (const s of started) await s.stop('immediate').catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`).finally(() => admin.end());

    const replicaPort = await freePort();
    const replicaDir = path.join(dir, 'replica');
    await tool('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replicaDir, '-R', '-X', 'stream', '--checkpoint=fast'],
    ]);
    appendFileSync(path.join(replicaDir, 'postgresql.conf'), settings(replicaPort));
    const replica = server('replica', replicaPort);
    await replica.start();
    started.push(replica);
    return { primary, replica, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
