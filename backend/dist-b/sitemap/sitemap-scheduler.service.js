var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
var SitemapScheduler_1;
import { Inject, Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { AppConfig } from '../config/app-config.js';
import { DataChangesService } from '../directory/data-changes.service.js';
import { FirstStartSeedService } from '../seed/first-start-seed.service.js';
import { SitemapFilesRepository } from './sitemap-files.repository.js';
import { SitemapGenerator } from './sitemap-generator.service.js';
export const SITEMAP_CRON_JOB = 'sitemap-generation';
/** Quiet period after the last import or bulk delete before regenerating. */
export const SITEMAP_DEBOUNCE_MS = Symbol('SITEMAP_DEBOUNCE_MS');
export const DEFAULT_SITEMAP_DEBOUNCE_MS = 30_000;
/**
 * When sitemaps are generated (CONTRACT §7): on the SITEMAP_CRON schedule, once things
 * settle after imports and bulk deletes, and at start when none exist (after the demo seed). Every trigger
 * goes through SitemapGenerator.run, so the advisory lock decides across instances.
 * Commands that load the whole application without an HTTP server (e.g. the seed) get
 * neither the schedule nor the check at start; a bulk change there regenerates at once,
 * and closing the command waits for it.
 */
let SitemapScheduler = SitemapScheduler_1 = class SitemapScheduler {
    generator;
    files;
    changes;
    registry;
    config;
    adapterHost;
    firstStart;
    debounceMs;
    logger = new Logger(SitemapScheduler_1.name);
    debounceTimer = null;
    pendingReason = '';
    serving = false;
    startup = Promise.resolve();
    onBulkChange = (reason) => this.scheduleAfterChange(reason);
    constructor(generator, files, changes, registry, config, adapterHost, firstStart, debounceMs) {
        this.generator = generator;
        this.files = files;
        this.changes = changes;
        this.registry = registry;
        this.config = config;
        this.adapterHost = adapterHost;
        this.firstStart = firstStart;
        this.debounceMs = debounceMs;
    }
    onApplicationBootstrap() {
        this.changes.events.on('bulk-changed', this.onBulkChange);
        this.serving = Boolean(this.adapterHost.httpAdapter);
        if (!this.serving)
            return;
        this.registry.addCronJob(SITEMAP_CRON_JOB, this.createCronJob());
        this.registry.getCronJob(SITEMAP_CRON_JOB).start();
        // Not awaited: a first generation at 600 000 businesses must not hold up startup. It waits for the
        // demo seed of a first start, so the first set lists the demo businesses.
        this.startup = this.firstStart.whenSettled().then(() => this.generateIfMissing());
    }
    /** Resolves once the check at start, and the generation it may have started, are over. */
    whenStarted() {
        return this.startup;
    }
    /** A change still waiting for its quiet period is generated now; the generator's shutdown waits for it. */
    onModuleDestroy() {
        this.changes.events.off('bulk-changed', this.onBulkChange);
        if (this.registry.doesExist('cron', SITEMAP_CRON_JOB))
            this.registry.deleteCronJob(SITEMAP_CRON_JOB);
        if (!this.debounceTimer)
            return;
        clearTimeout(this.debounceTimer);
        this.debounceTimer = null;
        void this.runAfterChange(this.pendingReason);
    }
    /** Restarts the quiet period; the run happens once no change came for `debounceMs`. */
    scheduleAfterChange(reason) {
        if (!this.serving) {
            void this.runAfterChange(reason);
            return;
        }
        this.pendingReason = reason;
        if (this.debounceTimer)
            clearTimeout(this.debounceTimer);
        this.debounceTimer = setTimeout(() => {
            this.debounceTimer = null;
            void this.runAfterChange(reason);
        }, this.debounceMs);
        this.debounceTimer.unref();
    }
    async generateIfMissing() {
        let stored;
        try {
            stored = await this.files.hasAny();
        }
        catch (error) {
            this.logger.error(`Sitemap check at start failed: ${error instanceof Error ? error.message : error}`);
            return;
        }
        if (!stored)
            await this.generator.run('none stored at start').catch(() => undefined);
    }
    createCronJob() {
        try {
            return CronJob.from({
                cronTime: this.config.SITEMAP_CRON,
                onTick: () => void this.generator.run('schedule').catch(() => undefined),
            });
        }
        catch (error) {
            throw new Error(`SITEMAP_CRON "${this.config.SITEMAP_CRON}" is not a valid cron expression: ${String(error)}`, {
                cause: error,
            });
        }
    }
    /**
     * Errors are logged by the generator. When another instance is generating, try again
     * later: that run may have read the data before this change.
     */
    async runAfterChange(reason) {
        const result = await this.generator.run(`after ${reason}`).catch(() => null);
        if (result?.status === 'skipped' && result.reason === 'locked')
            this.scheduleAfterChange(reason);
    }
};
SitemapScheduler = SitemapScheduler_1 = __decorate([
    Injectable(),
    __param(7, Inject(SITEMAP_DEBOUNCE_MS)),
    __metadata("design:paramtypes", [SitemapGenerator,
        SitemapFilesRepository,
        DataChangesService,
        SchedulerRegistry,
        AppConfig,
        HttpAdapterHost,
        FirstStartSeedService, Number])
], SitemapScheduler);
export { SitemapScheduler };
//# sourceMappingURL=sitemap-scheduler.service.js.map