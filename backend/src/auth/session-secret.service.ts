import { Injectable, OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';

/** SESSION_SECRET, or one generated at the first start and kept in app_state for every instance. */
@Injectable()
export class SessionSecretService implements OnModuleInit {
  private secret: string | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly db: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.SESSION_SECRET) {
      this.secret = this.config.SESSION_SECRET;
      return;
    }
    // Concurrent first starts: the first insert wins and everybody reads that one.
    await this.db.query(
      `INSERT INTO app_state (key, value) VALUES ('session_secret', to_jsonb($1::text)) ON CONFLICT (key) DO NOTHING`,
      [randomBytes(32).toString('base64url')],
    );
    const [row] = (await this.db.query(
      `SELECT value #>> '{}' AS secret FROM app_state WHERE key = 'session_secret'`,
    )) as Array<{
      secret: string;
    }>;
    if (!row) throw new Error('The session secret could not be stored');
    this.secret = row.secret;
  }

  get value(): string {
    if (!this.secret) throw new Error('Session secret read before module init');
    return this.secret;
  }
}
