import { Module } from '@nestjs/common';
import { DemoSeedService } from './demo-seed.service.js';
import { FirstStartSeedService } from './first-start-seed.service.js';

@Module({ providers: [DemoSeedService, FirstStartSeedService], exports: [DemoSeedService, FirstStartSeedService] })
export class SeedModule {}
