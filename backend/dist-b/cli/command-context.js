import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '../config/app-config.js';
import { openDatabase } from '../database/open-database.js';
/**
 * How every command line tool boots: the database main.ts would open, a Nest application
 * context of `module` (no HTTP server, so no schedules and no first-start work), `work`,
 * then the context and the database are closed whatever happened.
 */
export async function withCommandContext(config, module, work, options = {}) {
    const database = await openDatabase(config);
    try {
        const app = await NestFactory.createApplicationContext(module(database.url), {
            logger: options.logLevels ?? ['log', 'warn', 'error'],
        });
        try {
            return await work(app);
        }
        finally {
            await app.close();
        }
    }
    finally {
        await database.stop();
    }
}
/**
 * A command's entry point: validated config, `main`, and an explicit exit code (a dependency's
 * exit hook would otherwise end the process with 0); an error is logged in one line.
 */
export function runCommand(name, main) {
    const start = async () => main(loadConfig());
    start().then((code) => process.exit(code ?? 0), (error) => {
        new Logger(name).error(error instanceof Error ? error.message : String(error));
        process.exit(1);
    });
}
//# sourceMappingURL=command-context.js.map