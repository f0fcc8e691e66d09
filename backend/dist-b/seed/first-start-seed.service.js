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
var FirstStartSeedService_1;
import { Inject, Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { AdvisoryLock } from '../database/advisory-locks.js';
import { DemoSeedService } from './demo-seed.service.js';
/** How many demo businesses a first start loads; a token so tests can load fewer. */
export const FIRST_START_BUSINESSES = Symbol('FIRST_START_BUSINESSES');
export const DEFAULT_FIRST_START_BUSINESSES = 20_000;
export const FIRST_START_SEED = 7;
const FIRST_START_KEY = 'first_start_done';
/**
 * CONTRACT §1 `SEED_DEMO`: at the first start on an empty database a demo data set is
 * loaded so a new user sees a living site. The first start is remembered in `app_state`,
 * so an admin who deletes everything later does not get demo data back; an explicit
 * `SEED_DEMO=true` seeds an empty database again, `false` never seeds.
 */
let FirstStartSeedService = FirstStartSeedService_1 = class FirstStartSeedService {
    db;
    config;
    demoSeed;
    adapterHost;
    count;
    logger = new Logger(FirstStartSeedService_1.name);
    settle;
    settled = new Promise((resolve) => (this.settle = resolve));
    constructor(db, config, demoSeed, adapterHost, count) {
        this.db = db;
        this.config = config;
        this.demoSeed = demoSeed;
        this.adapterHost = adapterHost;
        this.count = count;
    }
    async onApplicationBootstrap() {
        try {
            // Command-line tools run as application contexts without an HTTP server: not a start of the site.
            if (this.adapterHost.httpAdapter)
                await this.run();
        }
        finally {
            this.settle();
        }
    }
    /** Resolves once the check at start (and the demo seed it may load) is over, whatever its outcome. */
    whenSettled() {
        return this.settled;
    }
    async run(count = this.count) {
        const runner = this.db.createQueryRunner();
        await runner.connect();
        try {
            await runner.query('SELECT pg_advisory_lock($1)', [AdvisoryLock.FirstStart]);
            const outcome = await this.decide();
            if (outcome === 'seeded') {
                this.logger.log(`Empty database: loading ${count} demo businesses (SEED_DEMO=false skips this)`);
                await this.demoSeed.seed(count, { seed: FIRST_START_SEED });
            }
            else {
                this.logger.log(`No demo data loaded: ${DESCRIPTIONS[outcome]}`);
            }
            // The record of the first start is kept as it was; later starts only read it.
            await runner.query(`INSERT INTO app_state (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [
                FIRST_START_KEY,
                JSON.stringify({ at: new Date().toISOString(), outcome, businesses: outcome === 'seeded' ? count : 0 }),
            ]);
            return outcome;
        }
        finally {
            await runner.query('SELECT pg_advisory_unlock($1)', [AdvisoryLock.FirstStart]).catch(() => undefined);
            await runner.release();
        }
    }
    async decide() {
        if (this.config.SEED_DEMO === false)
            return 'disabled';
        const [{ empty }] = await this.db.query(`SELECT NOT EXISTS (SELECT 1 FROM businesses) AS empty`);
        if (!empty)
            return 'not-empty';
        if (this.config.SEED_DEMO === true)
            return 'seeded';
        const [{ done }] = await this.db.query(`SELECT EXISTS (SELECT 1 FROM app_state WHERE key = $1) AS done`, [
            FIRST_START_KEY,
        ]);
        return done ? 'not-first-start' : 'seeded';
    }
};
FirstStartSeedService = FirstStartSeedService_1 = __decorate([
    Injectable(),
    __param(4, Inject(FIRST_START_BUSINESSES)),
    __metadata("design:paramtypes", [DataSource,
        AppConfig,
        DemoSeedService,
        HttpAdapterHost, Number])
], FirstStartSeedService);
export { FirstStartSeedService };
const DESCRIPTIONS = {
    disabled: 'SEED_DEMO=false',
    'not-empty': 'the database already holds businesses',
    'not-first-start': 'not the first start (set SEED_DEMO=true to load demo data into an empty database)',
};
//# sourceMappingURL=first-start-seed.service.js.map