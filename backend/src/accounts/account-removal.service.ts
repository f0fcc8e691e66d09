import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { BusinessVersionsService } from '../cache/business-versions.service.js';
import { MailService } from '../mail/mail.service.js';
import { ReviewsRepository } from '../reviews/reviews.repository.js';
import { AccountsRepository, type AccountRow } from './accounts.repository.js';

/**
 * What an account's deletion or block changes beyond the account: the reviews and helpful counts of
 * the businesses it wrote or voted on (docs/behaviour.md §12.1, §13). Those businesses' cached pages
 * are invalidated in the same transaction; nothing else is.
 */
@Injectable()
export class AccountRemovalService {
  constructor(
    private readonly db: DataSource,
    private readonly accounts: AccountsRepository,
    private readonly reviews: ReviewsRepository,
    private readonly mail: MailService,
    private readonly businessVersions: BusinessVersionsService,
  ) {}

  /** Deletes the account (its rows go by cascade) after taking its votes out of the counts. */
  async remove(account: Pick<AccountRow, 'id' | 'email'>, also?: (manager: EntityManager) => Promise<void>) {
    await this.touchingItsBusinesses(account.id, async (manager) => {
      await this.reviews.withdrawVotesOf(account.id, manager);
      await this.mail.dropUnsentTo(account.email, manager);
      await this.accounts.delete(account.id, manager);
      await also?.(manager);
    });
  }

  /** Blocks or unblocks: its reviews leave or come back to the public pages. */
  async setBlocked(id: number, blocked: boolean, also: (row: AccountRow, manager: EntityManager) => Promise<void>) {
    return this.touchingItsBusinesses(id, async (manager) => {
      const row = await this.accounts.setBlocked(id, blocked, manager);
      if (row) await also(row, manager);
      return row;
    });
  }

  private async touchingItsBusinesses<T>(accountId: number, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const { result, bumped } = await this.db.transaction(async (manager) => {
      const slugs = await this.reviews.businessesTouchedBy(accountId, manager);
      const result = await work(manager);
      return { result, bumped: await this.businessVersions.bump(slugs, manager) };
    });
    this.businessVersions.observeAll(bumped);
    return result;
  }
}
