import { Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import type { AdminAccount, AdminAccountList, SuccessMessage } from '@directory/shared';
import { Actor, type AdminActor } from '../auth/admin-principal.js';
import { RouteId } from '../common/id.pipe.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import { ListAdminAccountsQueryDto } from './dto/list-admin-accounts.query.dto.js';

/** docs/behaviour.md §13's account calls of the back office; like every admin route, 401 without an admin session. */
@Controller('api/admin/accounts')
export class AdminAccountsController {
  constructor(private readonly accounts: AdminAccountsService) {}

  @Get()
  list(@Query() query: ListAdminAccountsQueryDto): Promise<AdminAccountList> {
    return this.accounts.list(query);
  }

  @Get(':id')
  get(@RouteId() id: number): Promise<AdminAccount> {
    return this.accounts.get(id);
  }

  @Post(':id/block')
  @HttpCode(200)
  async block(@RouteId() id: number, @Actor() actor: AdminActor): Promise<{ success: true; account: AdminAccount }> {
    return { success: true, account: await this.accounts.block(id, actor) };
  }

  @Post(':id/unblock')
  @HttpCode(200)
  async unblock(@RouteId() id: number, @Actor() actor: AdminActor): Promise<{ success: true; account: AdminAccount }> {
    return { success: true, account: await this.accounts.unblock(id, actor) };
  }

  @Delete(':id')
  delete(@RouteId() id: number, @Actor() actor: AdminActor): Promise<SuccessMessage> {
    return this.accounts.delete(id, actor);
  }
}
