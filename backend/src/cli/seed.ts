import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../config/app-config.js';
import { openDatabase } from '../database/open-database.js';
import { DemoSeedService } from '../seed/demo-seed.service.js';
import { parseSeedCliArgs } from '../seed/seed-cli-args.js';

/** npm run seed -- --businesses 600000 [--seed 42]: appends demo businesses to the database main.ts would open. */
async function main(): Promise<void> {
  const logger = new Logger('Seed');
  const args = parseSeedCliArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, database.url), {
      logger: ['log', 'warn', 'error'],
    });
    try {
      const result = await app.get(DemoSeedService).seed(args.businesses, { seed: args.seed });
      logger.log(
        `Done: ${result.businesses} businesses (ids ${result.firstId}–${result.lastId}), ${result.hours} hours, ` +
          `${result.amenities} amenities in ${result.seconds.toFixed(1)} s = ${result.rowsPerSecond} rows/s`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  new Logger('Seed').error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
