import { Injectable, OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../config/app-config.js';
import { SessionSecretRepository } from './session-secret.repository.js';

/** SESSION_SECRET, or one generated at the first start and kept in app_state for every instance. */
@Injectable()
export class SessionSecretService implements OnModuleInit {
  private secret: string | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly secrets: SessionSecretRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.SESSION_SECRET) {
      this.secret = this.config.SESSION_SECRET;
      return;
    }
    const secret = await this.secrets.keepFirst(randomBytes(32).toString('base64url'));
    if (!secret) throw new Error('The session secret could not be stored');
    this.secret = secret;
  }

  get value(): string {
    if (!this.secret) throw new Error('Session secret read before module init');
    return this.secret;
  }
}
