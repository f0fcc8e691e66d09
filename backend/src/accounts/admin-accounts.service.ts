import { Injectable, NotFoundException } from '@nestjs/common';
import type { AdminAccount, AdminAccountList, SuccessMessage } from '@directory/shared';
import { PAGE_SIZES } from '@directory/shared';
import { AuditService } from '../audit/audit.service.js';
import type { AdminActor } from '../auth/admin-principal.js';
import { paginationOf, requestedSlice } from '../common/paging/page-slice.js';
import { AccountRemovalService } from './account-removal.service.js';
import { toAdminAccount } from './account.mappers.js';
import { type AccountRow, AccountsRepository } from './accounts.repository.js';
import type { ListAdminAccountsQueryDto } from './dto/list-admin-accounts.query.dto.js';

/** The back office's 'Kullanıcılar': every action in the audit log. */
@Injectable()
export class AdminAccountsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly removal: AccountRemovalService,
    private readonly audit: AuditService,
  ) {}

  async list(query: ListAdminAccountsQueryDto): Promise<AdminAccountList> {
    const { page, limit, offset } = requestedSlice(query, PAGE_SIZES.adminBusinesses);
    const { rows, total } = await this.accounts.page(
      { search: query.q || undefined, state: query.state },
      limit,
      offset,
    );
    return { accounts: rows.map(toAdminAccount), pagination: paginationOf(page, limit, total) };
  }

  async get(id: number): Promise<AdminAccount> {
    return toAdminAccount(found(await this.accounts.findById(id), id));
  }

  /**
   * Blocks the account: it can no longer sign in, its open sessions may change nothing (403), and its
   * reviews are hidden until it is unblocked.
   */
  async block(id: number, actor: AdminActor): Promise<AdminAccount> {
    return this.setBlocked(id, true, actor);
  }

  async unblock(id: number, actor: AdminActor): Promise<AdminAccount> {
    return this.setBlocked(id, false, actor);
  }

  async delete(id: number, { admin, ip }: AdminActor): Promise<SuccessMessage> {
    const row = found(await this.accounts.findById(id), id);
    await this.removal.remove(row, (manager) =>
      this.audit.record(admin, 'account.deleted', { accountId: id, email: row.email }, ip, manager),
    );
    return { success: true, message: 'Account deleted' };
  }

  private async setBlocked(id: number, blocked: boolean, { admin, ip }: AdminActor): Promise<AdminAccount> {
    const action = blocked ? 'account.blocked' : 'account.unblocked';
    const row = await this.removal.setBlocked(id, blocked, (row, manager) =>
      this.audit.record(admin, action, { accountId: id, email: row.email }, ip, manager),
    );
    return toAdminAccount(found(row, id));
  }
}

function found(row: AccountRow | null, id: number): AccountRow {
  if (!row) throw new NotFoundException({ statusCode: 404, message: `Account ${id} not found` });
  return row;
}
