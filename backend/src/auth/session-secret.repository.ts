import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The generated session secret, kept in app_state for every instance. */
@Injectable()
export class SessionSecretRepository {
  constructor(private readonly db: DataSource) {}

  /** Stores `candidate` unless a secret is already kept, and answers the kept one: concurrent first starts all read the winner. */
  async keepFirst(candidate: string): Promise<string | undefined> {
    await this.db.query(
      `INSERT INTO app_state (key, value) VALUES ('session_secret', to_jsonb($1::text)) ON CONFLICT (key) DO NOTHING`,
      [candidate],
    );
    const [row] = (await this.db.query(
      `SELECT value #>> '{}' AS secret FROM app_state WHERE key = 'session_secret'`,
    )) as Array<{ secret: string }>;
    return row?.secret;
  }
}
