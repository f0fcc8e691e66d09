import { Module } from '@nestjs/common';
import { DataChangesModule } from '../data-changes/data-changes.module.js';
import { DemoSeedService } from './demo-seed.service.js';
import { SeedRepository } from './seed.repository.js';
import {
  DEFAULT_FIRST_START_BUSINESSES,
  FIRST_START_BUSINESSES,
  FirstStartSeedService,
} from './first-start-seed.service.js';

@Module({
  imports: [DataChangesModule],
  providers: [
    DemoSeedService,
    FirstStartSeedService,
    SeedRepository,
    { provide: FIRST_START_BUSINESSES, useValue: DEFAULT_FIRST_START_BUSINESSES },
  ],
  exports: [DemoSeedService, FirstStartSeedService],
})
export class SeedModule {}
