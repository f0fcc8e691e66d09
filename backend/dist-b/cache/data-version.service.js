var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var DataVersionService_1;
import { Injectable, Logger } from '@nestjs/common';
import { DataVersionRepository } from './data-version.repository.js';
/** Without a live LISTEN connection a write on another instance shows here within this time. */
const POLL_TTL_MS = 1000;
/** With one, notifications do the work and the read is only a safety net. */
const LISTENING_TTL_MS = 10_000;
const RECONNECT_MS = 2000;
/**
 * One integer in `app_state`, bumped by every write that public pages can see.
 * Public cache keys embed it, so a bump makes every instance miss at once and old
 * entries simply expire.
 *
 * Every bump also sends `NOTIFY directory_data_version`. PostgreSQL delivers it only
 * when the writing transaction commits, so each instance (all LISTEN on their own
 * connection) switches to the new version right after the commit, never before it:
 * switching early would let a reader cache old rows under the new version. The writing
 * instance does not wait for the round trip: DataVersionSubscriber switches it at its commit.
 */
let DataVersionService = DataVersionService_1 = class DataVersionService {
    versions;
    logger = new Logger(DataVersionService_1.name);
    cached = null;
    reading = null;
    awaitingCommit = new WeakMap();
    listener = null;
    reconnectTimer;
    closed = false;
    lost = false;
    databaseEpoch = '';
    constructor(versions) {
        this.versions = versions;
    }
    async onModuleInit() {
        // A Redis shared with an older database must not answer for this one.
        this.databaseEpoch = await this.versions.epoch();
        await this.listen();
    }
    /** Names this database in cache keys (random, created once per database). */
    get epoch() {
        return this.databaseEpoch;
    }
    async onModuleDestroy() {
        this.closed = true;
        clearTimeout(this.reconnectTimer);
        const listener = this.listener;
        this.listener = null;
        await listener?.end().catch(() => undefined);
    }
    /** Whether notifications from other instances arrive (else the version is re-read every second). */
    get listening() {
        return this.listener !== null;
    }
    current() {
        const ttl = this.listener ? LISTENING_TTL_MS : POLL_TTL_MS;
        if (this.cached && Date.now() - this.cached.readAt < ttl)
            return Promise.resolve(this.cached.value);
        this.reading ??= this.read().finally(() => (this.reading = null));
        return this.reading;
    }
    /** Call inside the writing transaction (pass its manager) or right after it commits. */
    async bump(manager) {
        const value = await this.versions.bump(manager);
        const runner = manager?.queryRunner;
        if (runner?.isTransactionActive)
            this.awaitingCommit.set(runner, value);
        else
            this.observe(value);
        return value;
    }
    /** The transaction of `runner` committed: a version it bumped is current now. */
    committed(runner) {
        const value = this.awaitingCommit.get(runner);
        if (value === undefined)
            return;
        this.awaitingCommit.delete(runner);
        this.observe(value);
    }
    rolledBack(runner) {
        this.awaitingCommit.delete(runner);
    }
    async read() {
        return this.observe(await this.versions.read());
    }
    /** Versions only grow, so a read that started before a notification never moves it back. */
    observe(value) {
        if (!Number.isFinite(value))
            return this.cached?.value ?? 0;
        const current = this.cached?.value ?? 0;
        this.cached = { value: Math.max(current, value), readAt: Date.now() };
        return this.cached.value;
    }
    async listen() {
        if (this.closed)
            return;
        try {
            const client = await this.versions.listen((value) => this.observe(value), (lost, error) => this.dropListener(lost, error), RECONNECT_MS);
            if (this.closed) {
                await client.end();
                return;
            }
            this.listener = client;
            // Notifications sent while no connection listened are lost: read afresh.
            this.cached = null;
            if (this.lost)
                this.logger.log('Data version listener connected again');
            this.lost = false;
        }
        catch (error) {
            this.retryLater(error);
        }
    }
    dropListener(client, error) {
        if (this.listener === client)
            this.listener = null;
        client.removeAllListeners();
        client.on('error', () => undefined);
        client.end().catch(() => undefined);
        this.retryLater(error);
    }
    retryLater(error) {
        if (this.closed || this.reconnectTimer)
            return;
        // Once per outage, not once per attempt.
        if (error && !this.lost)
            this.logger.warn(`Data version listener lost (${error instanceof Error ? error.message : String(error)}), retrying every ${RECONNECT_MS} ms`);
        if (error)
            this.lost = true;
        this.reconnectTimer = setTimeout(() => {
            this.reconnectTimer = undefined;
            void this.listen();
        }, RECONNECT_MS);
        this.reconnectTimer.unref();
    }
};
DataVersionService = DataVersionService_1 = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [DataVersionRepository])
], DataVersionService);
export { DataVersionService };
//# sourceMappingURL=data-version.service.js.map