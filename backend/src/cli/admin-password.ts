import 'reflect-metadata';
import { Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { AdminPasswordCommand } from '../auth/admin-password.command.js';
import { AdminUser } from '../auth/admin-user.entity.js';
import { AUTH_CORE_PROVIDERS } from '../auth/auth.module.js';
import { MIN_PASSWORD_LENGTH } from '../auth/password-hasher.js';
import { loadConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { openDatabase } from '../database/open-database.js';

/**
 * npm run admin:password -- <username>
 * The new password comes from standard input when it is piped (`echo secret | …`), else from
 * a prompt on the terminal; left empty, one is generated and printed once.
 */
async function main(): Promise<number> {
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
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    @Module({
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(database.url),
        TypeOrmModule.forFeature([AdminUser]),
      ],
      providers: AUTH_CORE_PROVIDERS,
    })
    class AdminPasswordModule {}
    const app = await NestFactory.createApplicationContext(AdminPasswordModule, { logger: ['error', 'warn'] });
    try {
      const outcome = await app.get(AdminPasswordCommand).run(username, password || undefined);
      const lines = [
        `Admin "${outcome.username}" ${outcome.created ? 'created' : 'updated'}; ${outcome.sessionsEnded} open session(s) ended.`,
        ...(outcome.generatedPassword ? [`Generated password (shown once): ${outcome.generatedPassword}`] : []),
      ];
      process.stdout.write(`${lines.join('\n')}\n`);
    } finally {
      await app.close();
    }
  } finally {
    await database.stop();
  }
  return 0;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Reads one line from the terminal without echoing it. */
function prompt(question: string): Promise<string> {
  process.stdout.write(question);
  let muted = true;
  const output = new Writable({
    write: (chunk, _encoding, done) => {
      if (!muted) process.stdout.write(chunk);
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

// Explicit exit codes: a dependency's exit hook would otherwise end the process with 0.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    new Logger('AdminPassword').error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
