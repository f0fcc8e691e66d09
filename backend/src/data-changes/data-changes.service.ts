import { Injectable } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { DataSource, EntityManager } from 'typeorm';
import { DataVersionService } from '../cache/data-version.service.js';
import { SummariesRepository, SummaryKeys } from './summaries.repository.js';

export type BusinessRowState = {
  isApproved: boolean;
  categorySlug: string;
  countryCode: string;
  citySlug: string | null;
} | null;

/**
 * The one door every write to businesses goes through afterwards, so that summaries,
 * public caches (data version) and sitemaps follow the data.
 * Listen to `bulk-changed` (e.g. the sitemap debounce) with `changes.events.on(...)`.
 */
@Injectable()
export class DataChangesService {
  readonly events = new EventEmitter();

  constructor(
    private readonly db: DataSource,
    private readonly summaries: SummariesRepository,
    private readonly dataVersion: DataVersionService,
  ) {}

  /** After imports, bulk deletes, delete-all, test-data deletes: set-wise refresh. */
  async bulkChanged(reason: string): Promise<void> {
    await this.db.transaction(async (m) => {
      await this.summaries.refreshAll(m);
      await this.dataVersion.bump(m);
    });
    this.events.emit('bulk-changed', reason);
  }

  /** Inside the transaction of a single-row write (edit, approval, delete): recounts only the groups the row touches. */
  async rowChanged(manager: EntityManager, before: BusinessRowState, after: BusinessRowState): Promise<void> {
    await this.summaries.applyRowChange(manager, publicKeys(before), publicKeys(after));
    await this.summaries.recountCompleteness(
      manager,
      [before, after].flatMap((state) => (state ? [state.categorySlug] : [])),
    );
    await this.dataVersion.bump(manager);
  }

  /** Inside the transaction that stored an unapproved business (a public submission): nothing public changes. */
  async pendingRowAdded(manager: EntityManager, categorySlug: string): Promise<void> {
    await this.summaries.recountCompleteness(manager, [categorySlug]);
  }

  /** Writes that change no business (site settings, clear-cache). */
  async settingsChanged(): Promise<void> {
    await this.dataVersion.bump();
  }
}

/** Only approved rows count in the summaries. */
function publicKeys(state: BusinessRowState): SummaryKeys | null {
  return state?.isApproved
    ? { categorySlug: state.categorySlug, countryCode: state.countryCode, citySlug: state.citySlug }
    : null;
}
