import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request, { type Agent } from 'supertest';
import { DataVersionService } from '../../src/cache/data-version.service.js';
import { AppMetrics } from '../../src/metrics/app-metrics.js';
import { createBusiness } from '../factories/business.factory.js';
import { seedBusinesses } from '../directory/directory-fixtures.js';
import { createAppOn } from '../resilience/own-servers.js';
import { adminAgent } from '../support/admin-agent.js';
import { type StreamingPair, startStreamingPair } from './streaming-replica.js';

/** Polls `check` until it holds; fails after `ms`. */
async function until(check: () => Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The value of one series of a scrape (`name{labels}` exactly as written), or undefined when absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/**
 * The issue: "public reads go to a replica, writes and admin reads to the primary; a read never
 * shows data older than the last admin action (compare the replica's data version with the
 * primary's and fall back to the primary while it lags); a replica that is down is skipped."
 * On a primary of its own and a real streaming replica of it (`pg_basebackup -R`).
 */
describe('read replicas (DATABASE_REPLICA_URLS)', () => {
  let pair: StreamingPair;
  let app: NestExpressApplication;
  let admin: Agent;
  let replicaLabel: string;
  let probes = 0;
  const warn = jest.spyOn(Logger.prototype, 'warn');
  const get = (path: string) => request(app.getHttpServer()).get(path);

  const pauseReplay = async () => {
    await pair.replica.query(`SELECT pg_wal_replay_pause()`);
    await until(
      async () =>
        (await pair.replica.query<{ state: string }>(`SELECT pg_get_wal_replay_pause_state() AS state`))[0].state ===
        'paused',
      'replay is paused',
    );
  };
  const resumeReplay = () => pair.replica.query(`SELECT pg_wal_replay_resume()`);

  const metric = async (name: string) => valueOf(await app.get(AppMetrics).scrape(), `${name}{${replicaLabel}}`);

  /** The app counts the replica as up and as having replayed the primary's current data version. */
  const replicaInUse = () =>
    until(async () => {
      const primaryVersion = await app.get(DataVersionService).current();
      return (
        (await metric('database_replica_up')) === 1 &&
        ((await metric('database_replica_data_version')) ?? -1) >= primaryVersion
      );
    }, 'the app reads from the replica again');

  /**
   * Which server answers public reads right now. With replay paused (it stays paused), a business
   * written straight into the primary (no data version bump, as if a moment ago) exists there only.
   */
  async function publicReadsGoTo(): Promise<'replica' | 'primary'> {
    await pauseReplay();
    probes += 1;
    const probe = await createBusiness(app, { name: `Probe ${probes}` });
    const { status } = await get(`/api/businesses/${probe.slug}`);
    expect([200, 404]).toContain(status);
    return status === 200 ? 'primary' : 'replica';
  }

  beforeAll(async () => {
    pair = await startStreamingPair('directory');
    const { host, pathname } = new URL(pair.replica.url);
    replicaLabel = `replica="${host}${pathname}"`;
    app = await createAppOn(pair.primary.url, { DATABASE_REPLICA_URLS: pair.replica.url });
    admin = await adminAgent(app);
  }, 120_000);

  afterEach(async () => {
    await resumeReplay().catch(() => undefined);
  });

  afterAll(async () => {
    warn.mockRestore();
    await app?.close();
    await pair?.remove();
  });

  it('serves public reads from the replica once it has replayed the latest data version', async () => {
    const bakery = await createBusiness(app, { name: 'Harbour Bakery', phone: '+49 30 1111' });
    await replicaInUse();
    await until(
      async () => (await pair.replica.query(`SELECT 1 FROM businesses WHERE id = $1`, [bakery.id])).length === 1,
      'the replica has the bakery',
    );
    expect(await publicReadsGoTo()).toBe('replica');
    const page = await get(`/api/businesses/${bakery.slug}`).expect(200);
    expect(page.body).toMatchObject({ name: 'Harbour Bakery', phone: '+49 30 1111' });
    expect(await metric('database_replica_up')).toBe(1);
    expect(
      valueOf(await app.get(AppMetrics).scrape(), 'database_public_reads_total{target="replica"}'),
    ).toBeGreaterThan(0);
  });

  it('shows an admin edit at once while the replica lags, and reads from the replica again once it caught up', async () => {
    const [florist] = await seedBusinesses(app, [{ name: 'Canal Florist', phone: '+49 30 2222' }]);
    await replicaInUse();
    await pauseReplay();
    await admin.put(`/api/admin/businesses/${florist.id}`).send({ phone: '+49 30 3333' }).expect(200);

    const page = await get(`/api/businesses/${florist.slug}`).expect(200);
    expect(page.body.phone).toBe('+49 30 3333');
    const [onReplica] = await pair.replica.query<{ phone: string }>(`SELECT phone FROM businesses WHERE id = $1`, [
      florist.id,
    ]);
    expect(onReplica.phone).toBe('+49 30 2222');
    expect(await publicReadsGoTo()).toBe('primary');

    await resumeReplay();
    await replicaInUse();
    expect(await publicReadsGoTo()).toBe('replica');
    await resumeReplay();
    const search = await get(`/api/search?q=florist`).expect(200);
    expect(search.body.businesses).toEqual([expect.objectContaining({ name: 'Canal Florist', phone: '+49 30 3333' })]);
  });

  it('sends admin reads and writes to the primary', async () => {
    const shop = await createBusiness(app, { name: 'Corner Shop', phone: '+49 30 4444' });
    await replicaInUse();
    expect(await publicReadsGoTo()).toBe('replica');
    await pair.primary.query(`UPDATE businesses SET address = 'Primary Street 1' WHERE id = $1`, [shop.id]);
    const adminView = await admin.get(`/api/admin/businesses/${shop.id}`).expect(200);
    expect(adminView.body.address).toBe('Primary Street 1');

    await admin.put(`/api/admin/businesses/${shop.id}`).send({ phone: '+49 30 5555' }).expect(200);
    const [onPrimary] = await pair.primary.query<{ phone: string }>(`SELECT phone FROM businesses WHERE id = $1`, [
      shop.id,
    ]);
    const [onReplica] = await pair.replica.query<{ phone: string }>(`SELECT phone FROM businesses WHERE id = $1`, [
      shop.id,
    ]);
    expect([onPrimary.phone, onReplica.phone]).toEqual(['+49 30 5555', '+49 30 4444']);
  });

  it('answers every public read while the replica is down, and uses the replica again once it is back', async () => {
    const names = ['Dune Cafe', 'Elm Cafe', 'Fjord Cafe'];
    const cafes = await seedBusinesses(
      app,
      names.map((name) => ({ name, category: 'Cafe' })),
    );
    await replicaInUse();
    warn.mockClear();

    await pair.replica.stop('immediate');
    for (const cafe of cafes) {
      const page = await get(`/api/businesses/${cafe.slug}`).expect(200);
      expect(page.body.name).toBe(cafe.name);
    }
    const search = await get(`/api/search?q=cafe`).expect(200);
    expect(search.body.businesses.map((b: { name: string }) => b.name).sort()).toEqual(names);
    await until(async () => (await metric('database_replica_up')) === 0, 'the replica counts as down');
    expect(warn.mock.calls.map(([message]) => String(message))).toContainEqual(
      expect.stringMatching(/^Read replica .* is down/),
    );

    await pair.replica.start();
    await replicaInUse();
    expect(warn.mock.calls.map(([message]) => String(message))).toContainEqual(
      expect.stringMatching(/^Read replica .* answers again/),
    );
    expect(await publicReadsGoTo()).toBe('replica');
  });
});
