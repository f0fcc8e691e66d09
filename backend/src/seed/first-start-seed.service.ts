import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { demoAccounts } from './demo-accounts.js';
import { demoOwners } from './demo-owners.js';
import { demoReviews } from './demo-reviews.js';
import { DemoSeedService } from './demo-seed.service.js';
import { SeedRepository } from './seed.repository.js';

/** How many demo businesses a first start loads; a token so tests can load fewer. */
export const FIRST_START_BUSINESSES = Symbol('FIRST_START_BUSINESSES');
export const DEFAULT_FIRST_START_BUSINESSES = 20_000;
export const FIRST_START_SEED = 7;

const FIRST_START_KEY = 'first_start_done';

export type FirstStartOutcome = 'seeded' | 'disabled' | 'not-empty' | 'not-first-start';

/**
 * docs/behaviour.md §1 `SEED_DEMO`: at the first start on an empty database a demo data set is
 * loaded so a new user sees a living site. The first start is remembered in `app_state`,
 * so an admin who deletes everything later does not get demo data back; an explicit
 * `SEED_DEMO=true` seeds an empty database again, `false` never seeds.
 */
@Injectable()
export class FirstStartSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(FirstStartSeedService.name);
  private settle!: () => void;
  private readonly settled = new Promise<void>((resolve) => (this.settle = resolve));

  constructor(
    private readonly db: DataSource,
    private readonly config: AppConfig,
    private readonly demoSeed: DemoSeedService,
    private readonly seeds: SeedRepository,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(FIRST_START_BUSINESSES) private readonly count: number,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      // Command-line tools run as application contexts without an HTTP server: not a start of the site.
      if (this.adapterHost.httpAdapter) await this.run();
    } finally {
      this.settle();
    }
  }

  /** Resolves once the check at start (and the demo seed it may load) is over, whatever its outcome. */
  whenSettled(): Promise<void> {
    return this.settled;
  }

  async run(count: number = this.count): Promise<FirstStartOutcome> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      await this.seeds.lockFirstStart(runner);
      const outcome = await this.decide();
      if (outcome === 'seeded') {
        this.logger.log(`Empty database: loading ${count} demo businesses (SEED_DEMO=false skips this)`);
        await this.demoSeed.seed(count, { seed: FIRST_START_SEED });
        await this.seedCommunity();
      } else {
        this.logger.log(`No demo data loaded: ${DESCRIPTIONS[outcome]}`);
      }
      // The record of the first start is kept as it was; later starts only read it.
      await this.seeds.recordOnce(runner, FIRST_START_KEY, {
        at: new Date().toISOString(),
        outcome,
        businesses: outcome === 'seeded' ? count : 0,
      });
      return outcome;
    } finally {
      await this.seeds.unlockFirstStart(runner);
      await runner.release();
    }
  }

  /** Demo accounts, demo reviews by them on a share of the demo businesses, and a few owners who answer them. */
  private async seedCommunity(): Promise<void> {
    const now = new Date();
    await this.seeds.insertDemoAccounts(demoAccounts(FIRST_START_SEED, now));
    const accountIds = await this.seeds.demoAccountIds();
    const businesses = await this.seeds.approvedBusinessRatings();
    const reviews = demoReviews(FIRST_START_SEED, businesses, accountIds.length, now);
    await this.seeds.insertDemoReviews(reviews, accountIds);
    await this.seeds.insertDemoOwners(demoOwners(FIRST_START_SEED, reviews, accountIds.length, now), accountIds);
  }

  private async decide(): Promise<FirstStartOutcome> {
    if (this.config.SEED_DEMO === false) return 'disabled';
    if (await this.seeds.hasBusinesses()) return 'not-empty';
    if (this.config.SEED_DEMO === true) return 'seeded';
    return (await this.seeds.hasState(FIRST_START_KEY)) ? 'not-first-start' : 'seeded';
  }
}

const DESCRIPTIONS: Record<Exclude<FirstStartOutcome, 'seeded'>, string> = {
  disabled: 'SEED_DEMO=false',
  'not-empty': 'the database already holds businesses',
  'not-first-start': 'not the first start (set SEED_DEMO=true to load demo data into an empty database)',
};
