import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export type CacheLookupResult = 'hit' | 'miss';

export interface ImportRowCounts {
  added: number;
  skipped: number;
  failed: number;
}

/**
 * The application's Prometheus metrics, in a registry of its own rather than prom-client's
 * global one, so that several applications in one process (the e2e tests) each count their own.
 */
@Injectable()
export class AppMetrics {
  readonly registry = new Registry();

  private readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, matched route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });

  private readonly cacheLookups = new Counter({
    name: 'http_cache_lookups_total',
    help: 'Lookups in the public HTTP cache: hit (a stored answer) or miss (built now)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  private readonly importRows = new Counter({
    name: 'import_rows_total',
    help: 'Rows of imported files by outcome: added (inserted or updated), skipped, failed',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    // Every series exists from the first scrape, so a rate over it starts at 0 instead of being absent.
    for (const result of ['hit', 'miss']) this.cacheLookups.inc({ result }, 0);
    for (const outcome of ['added', 'skipped', 'failed']) this.importRows.inc({ outcome }, 0);
  }

  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  countCacheLookup(result: CacheLookupResult): void {
    this.cacheLookups.inc({ result });
  }

  countImportRows({ added, skipped, failed }: ImportRowCounts): void {
    this.importRows.inc({ outcome: 'added' }, added);
    this.importRows.inc({ outcome: 'skipped' }, skipped);
    this.importRows.inc({ outcome: 'failed' }, failed);
  }

  /** Everything in Prometheus's text format. */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }
}
