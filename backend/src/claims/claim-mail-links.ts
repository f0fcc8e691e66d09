import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';

/** The absolute links of the claim mails (docs/behaviour.md §14: from PUBLIC_BASE_URL). */
@Injectable()
export class ClaimMailLinks {
  constructor(private readonly config: AppConfig) {}

  verify(claimId: number, token: string): string {
    return `${this.config.publicBaseUrl}/account/claims/${claimId}/verify?token=${encodeURIComponent(token)}`;
  }

  dashboard(businessId: number): string {
    return `${this.config.publicBaseUrl}/account/businesses/${businessId}`;
  }

  account(): string {
    return `${this.config.publicBaseUrl}/account`;
  }
}
