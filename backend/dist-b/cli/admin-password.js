var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { AdminPasswordCommand } from '../auth/admin-password.command.js';
import { AdminUser } from '../auth/admin-user.entity.js';
import { AUTH_CORE_PROVIDERS } from '../auth/auth.module.js';
import { MIN_PASSWORD_LENGTH } from '../auth/password-hasher.js';
import { ConfigModule } from '../config/config.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { runCommand, withCommandContext } from './command-context.js';
/**
 * npm run admin:password -- <username>
 * The new password comes from standard input when it is piped (`echo secret | …`), else from
 * a prompt on the terminal; left empty, one is generated and printed once.
 */
runCommand('AdminPassword', async (config) => {
    const username = process.argv[2];
    if (!username || username.startsWith('-')) {
        process.stderr.write('Usage: npm run admin:password -- <username>\n');
        return 2;
    }
    const password = process.stdin.isTTY
        ? await prompt(`New password for ${username} (empty: generate one): `)
        : await readStdin();
    if (password && password.length < MIN_PASSWORD_LENGTH) {
        process.stderr.write(`The password must have at least ${MIN_PASSWORD_LENGTH} characters\n`);
        return 1;
    }
    const outcome = await withCommandContext(config, (databaseUrl) => adminPasswordModule(config, databaseUrl), (app) => app.get(AdminPasswordCommand).run(username, password || undefined), { logLevels: ['error', 'warn'] });
    const lines = [
        `Admin "${outcome.username}" ${outcome.created ? 'created' : 'updated'}; ${outcome.sessionsEnded} open session(s) ended.`,
        ...(outcome.generatedPassword ? [`Generated password (shown once): ${outcome.generatedPassword}`] : []),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
});
function adminPasswordModule(config, databaseUrl) {
    let AdminPasswordModule = class AdminPasswordModule {
    };
    AdminPasswordModule = __decorate([
        Module({
            imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(databaseUrl), TypeOrmModule.forFeature([AdminUser])],
            providers: AUTH_CORE_PROVIDERS,
        })
    ], AdminPasswordModule);
    return AdminPasswordModule;
}
async function readStdin() {
    const chunks = [];
    for await (const chunk of process.stdin)
        chunks.push(chunk);
    return Buffer.concat(chunks)
        .toString('utf8')
        .replace(/\r?\n$/, '');
}
/** Reads one line from the terminal without echoing it. */
function prompt(question) {
    process.stdout.write(question);
    let muted = true;
    const output = new Writable({
        write: (chunk, _encoding, done) => {
            if (!muted)
                process.stdout.write(chunk);
            done();
        },
    });
    const rl = createInterface({ input: process.stdin, output, terminal: true });
    return new Promise((resolve) => {
        rl.question('', (answer) => {
            muted = false;
            rl.close();
            process.stdout.write('\n');
            resolve(answer);
        });
    });
}
//# sourceMappingURL=admin-password.js.map