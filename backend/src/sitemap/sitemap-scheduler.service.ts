import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { AppConfig } from '../config/app-config.js';
import { DataChangesService } from '../data-changes/data-changes.service.js';
import { FirstStartSeedService } from '../seed/first-start-seed.service.js';
import { SitemapFilesRepository } from './sitemap-files.repository.js';
import { SitemapGenerator } from './sitemap-generator.service.js';

export const SITEMAP_CRON_JOB = 'sitemap-generation';

/** Quiet period after the last import or bulk delete before regenerating. */
export const SITEMAP_DEBOUNCE_MS = Symbol('SITEMAP_DEBOUNCE_MS');
export const DEFAULT_SITEMAP_DEBOUNCE_MS = 30_000;

/**
 * When sitemaps are generated (docs/behaviour.md §7): on the SITEMAP_CRON schedule, once things
 * settle after imports and bulk deletes, and at start when none exist (after the demo seed). Every trigger
 * goes through SitemapGenerator.run, so the advisory lock decides across instances.
 * Commands that load the whole application without an HTTP server (e.g. the seed) get
 * neither the schedule nor the check at start; a bulk change there regenerates at once,
 * and closing the command waits for it.
 */
@Injectable()
export class SitemapScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SitemapScheduler.name);
  private debounceTimer: NodeJS.Timeout | null = null;
  private pendingReason = '';
  private serving = false;
  private startup: Promise<void> = Promise.resolve();
  private readonly onBulkChange = (reason: string) => this.scheduleAfterChange(reason);

  constructor(
    private readonly generator: SitemapGenerator,
    private readonly files: SitemapFilesRepository,
    private readonly changes: DataChangesService,
    private readonly registry: SchedulerRegistry,
    private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
    private readonly firstStart: FirstStartSeedService,
    @Inject(SITEMAP_DEBOUNCE_MS) private readonly debounceMs: number,
  ) {}

  onApplicationBootstrap(): void {
    this.changes.events.on('bulk-changed', this.onBulkChange);
    this.serving = Boolean(this.adapterHost.httpAdapter);
    if (!this.serving) return;
    this.registry.addCronJob(SITEMAP_CRON_JOB, this.createCronJob());
    this.registry.getCronJob(SITEMAP_CRON_JOB).start();
    // Not awaited: a first generation at 600 000 businesses must not hold up startup. It waits for the
    // demo seed of a first start, so the first set lists the demo businesses.
    this.startup = this.firstStart.whenSettled().then(() => this.generateIfMissing());
  }

  /** Resolves once the check at start, and the generation it may have started, are over. */
  whenStarted(): Promise<void> {
    return this.startup;
  }

  /** A change still waiting for its quiet period is generated now; the generator's shutdown waits for it. */
  onModuleDestroy(): void {
    this.changes.events.off('bulk-changed', this.onBulkChange);
    if (this.registry.doesExist('cron', SITEMAP_CRON_JOB)) this.registry.deleteCronJob(SITEMAP_CRON_JOB);
    if (!this.debounceTimer) return;
    clearTimeout(this.debounceTimer);
    this.debounceTimer = null;
    void this.runAfterChange(this.pendingReason);
  }

  /** Restarts the quiet period; the run happens once no change came for `debounceMs`. */
  scheduleAfterChange(reason: string): void {
    if (!this.serving) {
      void this.runAfterChange(reason);
      return;
    }
    this.pendingReason = reason;
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(() => {
      this.debounceTimer = null;
      void this.runAfterChange(reason);
    }, this.debounceMs);
    this.debounceTimer.unref();
  }

  async generateIfMissing(): Promise<void> {
    let stored: boolean;
    try {
      stored = await this.files.hasAny();
    } catch (error) {
      this.logger.error(`Sitemap check at start failed: ${error instanceof Error ? error.message : error}`);
      return;
    }
    if (!stored) await this.generator.run('none stored at start').catch(() => undefined);
  }

  private createCronJob(): CronJob {
    try {
      return CronJob.from({
        cronTime: this.config.SITEMAP_CRON,
        onTick: () => void this.generator.run('schedule').catch(() => undefined),
      });
    } catch (error) {
      throw new Error(`SITEMAP_CRON "${this.config.SITEMAP_CRON}" is not a valid cron expression: ${String(error)}`, {
        cause: error,
      });
    }
  }

  /**
   * Errors are logged by the generator. When another instance is generating, try again
   * later: that run may have read the data before this change.
   */
  private async runAfterChange(reason: string): Promise<void> {
    const result = await this.generator.run(`after ${reason}`).catch(() => null);
    if (result?.status === 'skipped' && result.reason === 'locked') this.scheduleAfterChange(reason);
  }
}
