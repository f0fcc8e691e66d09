import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { AppModule } from '../app.module.js';
import { DemoSeedService } from '../seed/demo-seed.service.js';
import { parseSeedCliArgs } from '../seed/seed-cli-args.js';
import { runCommand, withCommandContext } from './command-context.js';
/** npm run seed -- --businesses 600000 [--seed 42]: appends demo businesses to the database main.ts would open. */
runCommand('Seed', async (config) => {
    const args = parseSeedCliArgs(process.argv.slice(2));
    const result = await withCommandContext(config, (databaseUrl) => AppModule.forRoot(config, databaseUrl), (app) => app.get(DemoSeedService).seed(args.businesses, { seed: args.seed }));
    new Logger('Seed').log(`Done: ${result.businesses} businesses (ids ${result.firstId}–${result.lastId}), ${result.hours} hours, ` +
        `${result.amenities} amenities in ${result.seconds.toFixed(1)} s = ${result.rowsPerSecond} rows/s`);
});
//# sourceMappingURL=seed.js.map