import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { Inject, Injectable } from '@nestjs/common';
import type { Cache } from 'cache-manager';
import { DataSource } from 'typeorm';

export interface HealthReport {
  status: 'ok' | 'error';
  database: 'up' | 'down';
  cache: 'up' | 'down';
}

const PROBE_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(
    private readonly db: DataSource,
    @Inject(CACHE_MANAGER) private readonly cache: Cache,
  ) {}

  async check(): Promise<HealthReport> {
    const [database, cache] = await Promise.all([
      probe(() => this.db.query('SELECT 1')),
      probe(async () => {
        await this.cache.set('health:probe', Date.now(), 5000);
        await this.cache.get('health:probe');
      }),
    ]);
    return { status: database === 'up' && cache === 'up' ? 'ok' : 'error', database, cache };
  }
}

async function probe(action: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([action(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
