import { Body, Controller, Get, Header, HttpCode, Param, Patch, Post } from '@nestjs/common';
import type { AccountClaim, BusinessDetail, ChangeRequestCreated, ClaimAnswer } from '@directory/shared';
import { type AccountPrincipal, CurrentAccount, RequiresAccount } from '../accounts/account-principal.js';
import { UpdateBusinessDto } from '../admin/dto/update-business.dto.js';
import { RouteId } from '../common/id.pipe.js';
import { ClaimDto, VerifyClaimDto } from './dto/claim-requests.dto.js';
import { ClaimsService } from './claims.service.js';
import { type OwnerBusiness, OwnerService } from './owner.service.js';

/** docs/behaviour.md §14: what a signed-in account does to claim a business, and what its verified owner does with it. */
@Controller('api')
@RequiresAccount()
export class ClaimsController {
  constructor(
    private readonly claims: ClaimsService,
    private readonly owners: OwnerService,
  ) {}

  @Post('businesses/:slug/claim')
  claim(
    @Param('slug') slug: string,
    @CurrentAccount() account: AccountPrincipal,
    @Body() body: ClaimDto,
  ): Promise<ClaimAnswer> {
    return this.claims.claim(slug, account, body);
  }

  @Post('claims/:id/verify')
  @HttpCode(200)
  verify(
    @RouteId() id: number,
    @CurrentAccount() account: AccountPrincipal,
    @Body() { token }: VerifyClaimDto,
  ): Promise<ClaimAnswer> {
    return this.claims.verify(id, account, token);
  }

  @Get('account/claims')
  @Header('Cache-Control', 'private, no-store')
  mine(@CurrentAccount() account: AccountPrincipal): Promise<AccountClaim[]> {
    return this.claims.ofAccount(account.id);
  }

  /** The owner's dashboard: the business's editable fields and the change requests (docs/behaviour.md §14.1). */
  @Get('owner/businesses/:id')
  @Header('Cache-Control', 'private, no-store')
  owned(@RouteId() id: number, @CurrentAccount() account: AccountPrincipal): Promise<OwnerBusiness> {
    return this.owners.business(id, account);
  }

  @Patch('owner/businesses/:id')
  edit(
    @RouteId() id: number,
    @CurrentAccount() account: AccountPrincipal,
    @Body() body: UpdateBusinessDto,
  ): Promise<BusinessDetail> {
    return this.owners.edit(id, account, body);
  }

  @Post('owner/businesses/:id/change-requests')
  requestChange(
    @RouteId() id: number,
    @CurrentAccount() account: AccountPrincipal,
    @Body() body: UpdateBusinessDto,
  ): Promise<ChangeRequestCreated> {
    return this.owners.requestChange(id, account, body);
  }
}
