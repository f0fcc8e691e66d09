import pg from 'pg';
import { migrations } from '../../src/database/migrations/index.js';
import { runBuiltServerToExit } from '../support/built-server.mjs';
import { createDatabase } from '../upload/built-server.js';
import { freePort, type Instance, startInstance } from './instances.js';

describe('starting an instance that shares Redis', () => {
  it('refuses to start without PUBLIC_BASE_URL, saying which key is missing', async () => {
    const { code, output } = await runBuiltServerToExit(
      { REDIS_URL: 'redis://127.0.0.1:6379' },
      { without: ['PUBLIC_BASE_URL'] },
    );

    expect(code).toBe(1);
    expect(output).toContain('PUBLIC_BASE_URL is required when REDIS_URL is set');
  });
});

describe('three instances starting at once on an empty database', () => {
  it('all come up, and each migration runs once', async () => {
    const database = await createDatabase('multi_instance_start');
    const started: Instance[] = [];
    try {
      const outcomes = await Promise.allSettled(
        [await freePort(), await freePort(), await freePort()].map(async (port) => {
          const instance = await startInstance(port, { DATABASE_URL: database.url });
          started.push(instance);
          return instance;
        }),
      );
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      for (const instance of started) expect((await fetch(`${instance.url}/api/health`)).status).toBe(200);
      // Without the lock both run the pending migrations; the later one fails and TypeORM retries its start.
      for (const instance of started) expect(instance.output()).not.toMatch(/Migration .* failed|Unable to connect/);

      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ name: string; runs: number }>(
          'SELECT name, count(*)::int AS runs FROM migrations GROUP BY name',
        );
        expect(rows).toHaveLength(migrations.length);
        expect(rows.filter((row) => row.runs !== 1)).toEqual([]);
      } finally {
        await client.end();
      }
    } finally {
      for (const instance of started) instance.child.kill('SIGKILL');
      await Promise.all(started.map((instance) => new Promise((resolve) => instance.child.once('exit', resolve))));
      await database.drop();
    }
  }, 180_000);
});
