import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { EntityManager } from 'typeorm';
import { BusinessVersionsRepository } from './business-versions.repository.js';
import { DataVersionService } from './data-version.service.js';

/** As for the data version: with a live LISTEN, notifications do the work and a read is a safety net. */
const LISTENING_TTL_MS = 10_000;
const POLL_TTL_MS = 1000;
const KNOWN_BUSINESSES = 50_000;

/**
 * docs/behaviour.md §9: a write that touches one business (a review, a vote, a report, a reply, an owner's
 * edit) bumps that business's own version instead of the data version. The public cache keys of that
 * business's detail, page and reviews embed it, so only they miss, on every instance; the home page,
 * lists and every other business keep their entries and their ETags.
 */
@Injectable()
export class BusinessVersionsService {
  private readonly known = new LRUCache<string, { version: number; readAt: number }>({ max: KNOWN_BUSINESSES });
  private readonly reading = new Map<string, Promise<number>>();

  constructor(
    private readonly versions: BusinessVersionsRepository,
    private readonly dataVersion: DataVersionService,
  ) {
    dataVersion.onBusinessVersion((slug, version) => this.observe(slug, version));
    dataVersion.onListening(() => this.known.clear());
  }

  current(slug: string): Promise<number> {
    const ttl = this.dataVersion.listening ? LISTENING_TTL_MS : POLL_TTL_MS;
    const known = this.known.get(slug);
    if (known && Date.now() - known.readAt < ttl) return Promise.resolve(known.version);
    let pending = this.reading.get(slug);
    if (!pending) {
      pending = this.versions
        .read(slug)
        .then((version) => this.observe(slug, version))
        .finally(() => this.reading.delete(slug));
      this.reading.set(slug, pending);
    }
    return pending;
  }

  /**
   * Bumps the businesses inside the writing transaction. Call `observe` with the result once it has
   * committed, so this instance switches at once; the others switch when the NOTIFY arrives.
   */
  bump(slugs: readonly string[], manager: EntityManager): Promise<Array<{ slug: string; version: number }>> {
    return this.versions.bump(slugs, manager);
  }

  /** Versions only grow, so a read that started before a notification never moves one back. */
  observe(slug: string, version: number): number {
    if (!Number.isFinite(version)) return this.known.get(slug)?.version ?? 0;
    const newest = Math.max(this.known.get(slug)?.version ?? 0, version);
    this.known.set(slug, { version: newest, readAt: Date.now() });
    return newest;
  }

  observeAll(bumped: ReadonlyArray<{ slug: string; version: number }>): void {
    for (const { slug, version } of bumped) this.observe(slug, version);
  }
}
