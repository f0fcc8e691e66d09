import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { loadConfig } from './config/app-config.js';
import { openDatabase } from './database/open-database.js';
import { configureApp } from './web/configure-app.js';
async function bootstrap() {
    const logger = new Logger('Bootstrap');
    const config = loadConfig();
    const database = await openDatabase(config);
    const { ExpressAdapter } = await import('@nestjs/platform-express'); class A extends ExpressAdapter { reply(res, body, code) { if (Buffer.isBuffer(body)) { if (code) res.status(code); return res.end(body); } return super.reply(res, body, code); } } const app = await NestFactory.create(AppModule.forRoot(config, database.url), new A());
    configureApp(app);
    const shutdown = async (signal) => {
        logger.log(`${signal} received, shutting down`);
        await app.close();
        await database.stop();
        process.exit(0);
    };
    process.once('SIGINT', () => void shutdown('SIGINT'));
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    await app.listen(config.PORT, config.HOST);
    const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`;
    logger.log(`Directory ready: ${url}/  ·  back office: ${url}/admin`);
}
bootstrap().catch((error) => {
    new Logger('Bootstrap').error(error instanceof Error ? error.message : String(error));
    process.exit(1);
});
//# sourceMappingURL=main.js.map