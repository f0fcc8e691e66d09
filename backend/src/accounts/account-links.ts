import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';

/** The absolute links the account mails carry (docs/behaviour.md §12: from PUBLIC_BASE_URL). */
@Injectable()
export class AccountLinks {
  constructor(private readonly config: AppConfig) {}

  verify(token: string): string {
    return `${this.config.publicBaseUrl}/account/verify?token=${encodeURIComponent(token)}`;
  }

  reset(token: string): string {
    return `${this.config.publicBaseUrl}/account/reset?token=${encodeURIComponent(token)}`;
  }
}
