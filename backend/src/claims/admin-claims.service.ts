import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type {
  AdminBusinessOwner,
  AdminChangeRequestList,
  AdminClaimList,
  AuditAction,
  SuccessMessage,
} from '@directory/shared';
import { DataSource } from 'typeorm';
import { AdminBusinessesService } from '../admin/admin-businesses.service.js';
import type { UpdateBusinessDto } from '../admin/dto/update-business.dto.js';
import { AuditService } from '../audit/audit.service.js';
import type { AdminActor } from '../auth/admin-principal.js';
import { BusinessVersionsService } from '../cache/business-versions.service.js';
import { paginationOf, requestedSlice } from '../common/paging/page-slice.js';
import {
  changeRequestDecidedMail,
  claimApprovedMail,
  claimRejectedMail,
  ownershipRevokedMail,
} from '../mail/claim-mails.js';
import { MailService } from '../mail/mail.service.js';
import type { ListChangeRequestsQueryDto, ListClaimsQueryDto } from './dto/claim-requests.dto.js';
import { ClaimMailLinks } from './claim-mail-links.js';
import { toAdminChangeRequest, toAdminClaim } from './claim.mappers.js';
import { type ClaimRow, ClaimsRepository } from './claims.repository.js';
import { HAS_OWNER } from './claims.service.js';

const PER_PAGE = 20;
/** What the business edit page lists as the owner's history (docs/behaviour.md §14.1). */
const OWNER_HISTORY: AuditAction[] = [
  'claim.verified',
  'claim.approved',
  'owner.revoked',
  'owner.business-edited',
  'change-request.created',
  'change-request.approved',
  'change-request.rejected',
];

const decided = (what: string) =>
  new ConflictException({ statusCode: 409, message: `This ${what} was already decided.` });

/** The back office's decisions on claims, owners and change requests; each e-mailed to the account and audited. */
@Injectable()
export class AdminClaimsService {
  constructor(
    private readonly db: DataSource,
    private readonly claims: ClaimsRepository,
    private readonly adminBusinesses: AdminBusinessesService,
    private readonly mail: MailService,
    private readonly links: ClaimMailLinks,
    private readonly audit: AuditService,
    private readonly businessVersions: BusinessVersionsService,
  ) {}

  async list(query: ListClaimsQueryDto): Promise<AdminClaimList> {
    const { page, limit, offset } = requestedSlice(query, PER_PAGE);
    const { rows, total } = await this.claims.claimPage(query.state, limit, offset);
    return { claims: rows.map(toAdminClaim), pagination: paginationOf(page, limit, total) };
  }

  async approve(id: number, { admin, ip }: AdminActor): Promise<SuccessMessage> {
    const claim = await this.foundClaim(id);
    const bumped = await this.db.transaction(async (manager) => {
      if (!(await this.claims.decideClaim(id, 'approved', null, manager))) throw decided('claim');
      if (!(await this.claims.setOwner(claim.businessId, claim.accountId, manager))) {
        throw new ConflictException({ statusCode: 409, message: HAS_OWNER });
      }
      await this.claims.closeOtherClaims(claim.businessId, HAS_OWNER, manager);
      await this.mail.enqueue(
        claim.accountEmail,
        claimApprovedMail({
          displayName: claim.accountName,
          businessName: claim.businessName,
          link: this.links.dashboard(claim.businessId),
        }),
        manager,
      );
      await this.audit.record(admin, 'claim.approved', claimDetails(claim), ip, manager);
      return this.businessVersions.bump([claim.businessSlug], manager);
    });
    this.businessVersions.observeAll(bumped);
    return { success: true, message: `${claim.accountName} is now the verified owner of ${claim.businessName}` };
  }

  async reject(id: number, reason: string, { admin, ip }: AdminActor): Promise<SuccessMessage> {
    const claim = await this.foundClaim(id);
    await this.db.transaction(async (manager) => {
      if (!(await this.claims.decideClaim(id, 'rejected', reason, manager))) throw decided('claim');
      await this.mail.enqueue(
        claim.accountEmail,
        claimRejectedMail({
          displayName: claim.accountName,
          businessName: claim.businessName,
          reason,
          link: this.links.account(),
        }),
        manager,
      );
      await this.audit.record(admin, 'claim.rejected', { ...claimDetails(claim), reason }, ip, manager);
    });
    return { success: true, message: 'Claim rejected' };
  }

  async revokeOwner(businessId: number, { admin, ip }: AdminActor): Promise<SuccessMessage> {
    const owner = await this.claims.ownerOf(businessId);
    if (!owner) throw new NotFoundException({ statusCode: 404, message: 'This business has no verified owner.' });
    const business = await this.adminBusinesses.get(businessId);
    const bumped = await this.db.transaction(async (manager) => {
      await this.claims.revokeOwner(businessId, 'An administrator removed the ownership.', manager);
      await this.mail.enqueue(
        owner.email,
        ownershipRevokedMail({
          displayName: owner.displayName,
          businessName: business.name,
          link: this.links.account(),
        }),
        manager,
      );
      await this.audit.record(
        admin,
        'owner.revoked',
        { businessId, name: business.name, accountId: owner.accountId, email: owner.email },
        ip,
        manager,
      );
      return this.businessVersions.bump([business.slug], manager);
    });
    this.businessVersions.observeAll(bumped);
    return { success: true, message: `${owner.displayName} no longer owns ${business.name}` };
  }

  async owner(businessId: number): Promise<AdminBusinessOwner> {
    await this.adminBusinesses.get(businessId);
    const [owner, changes] = await Promise.all([
      this.claims.ownerOf(businessId),
      this.audit.aboutBusiness(businessId, OWNER_HISTORY),
    ]);
    return {
      owner: owner && {
        account: { id: owner.accountId, displayName: owner.displayName, email: owner.email },
        since: owner.since.toISOString(),
        lastEditedAt: owner.lastEditedAt?.toISOString() ?? null,
      },
      changes: changes.map(({ id, action, createdAt, details }) => ({ id, action, createdAt, details })),
    };
  }

  async changeRequests(query: ListChangeRequestsQueryDto): Promise<AdminChangeRequestList> {
    const { page, limit, offset } = requestedSlice(query, PER_PAGE);
    const { rows, total } = await this.claims.changeRequestPage(query.state, limit, offset);
    return { changeRequests: rows.map(toAdminChangeRequest), pagination: paginationOf(page, limit, total) };
  }

  /**
   * Applies the requested fields through the admin edit (same validation, search and list upkeep, the
   * `business.updated` entry), then marks the request approved and tells the owner.
   */
  async approveChange(id: number, actor: AdminActor): Promise<SuccessMessage> {
    const request = await this.claims.findChangeRequest(id);
    if (!request) throw new NotFoundException({ statusCode: 404, message: 'Change request not found' });
    if (request.state !== 'pending') throw decided('change request');
    const dto = Object.fromEntries(request.changes.map((change) => [change.field, change.after])) as UpdateBusinessDto;
    await this.adminBusinesses.update(request.businessId, dto, actor);
    await this.db.transaction(async (manager) => {
      if (!(await this.claims.decideChangeRequest(id, 'approved', null, manager))) throw decided('change request');
      await this.mail.enqueue(
        request.accountEmail,
        changeRequestDecidedMail({
          displayName: request.accountName,
          businessName: request.businessName,
          approved: true,
          link: this.links.dashboard(request.businessId),
        }),
        manager,
      );
      await this.audit.record(
        actor.admin,
        'change-request.approved',
        {
          changeRequestId: id,
          businessId: request.businessId,
          name: request.businessName,
          accountId: request.accountId,
        },
        actor.ip,
        manager,
      );
    });
    return { success: true, message: 'Change request approved and applied' };
  }

  async rejectChange(id: number, reason: string, { admin, ip }: AdminActor): Promise<SuccessMessage> {
    const request = await this.claims.findChangeRequest(id);
    if (!request) throw new NotFoundException({ statusCode: 404, message: 'Change request not found' });
    await this.db.transaction(async (manager) => {
      if (!(await this.claims.decideChangeRequest(id, 'rejected', reason, manager))) throw decided('change request');
      await this.mail.enqueue(
        request.accountEmail,
        changeRequestDecidedMail({
          displayName: request.accountName,
          businessName: request.businessName,
          approved: false,
          reason,
          link: this.links.dashboard(request.businessId),
        }),
        manager,
      );
      await this.audit.record(
        admin,
        'change-request.rejected',
        {
          changeRequestId: id,
          businessId: request.businessId,
          name: request.businessName,
          accountId: request.accountId,
          reason,
        },
        ip,
        manager,
      );
    });
    return { success: true, message: 'Change request rejected' };
  }

  private async foundClaim(id: number): Promise<ClaimRow> {
    const claim = await this.claims.findClaim(id);
    if (!claim) throw new NotFoundException({ statusCode: 404, message: 'Claim not found' });
    return claim;
  }
}

const claimDetails = (claim: ClaimRow) => ({
  claimId: claim.id,
  businessId: claim.businessId,
  name: claim.businessName,
  accountId: claim.accountId,
  email: claim.accountEmail,
  method: claim.method,
});
