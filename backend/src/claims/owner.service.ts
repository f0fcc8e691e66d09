import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import {
  type BusinessDetail,
  CHANGE_REQUEST_FIELDS,
  type ChangeRequestCreated,
  type ChangeRequestField,
  type ChangeRequestSummary,
  type FieldChange,
  OWNER_EDIT_FIELDS,
} from '@directory/shared';
import { DataSource } from 'typeorm';
import { type AccountPrincipal, assertMayWrite } from '../accounts/account-principal.js';
import { AdminBusinessesRepository } from '../admin/admin-businesses.repository.js';
import { AdminBusinessesService } from '../admin/admin-businesses.service.js';
import type { UpdateBusinessDto } from '../admin/dto/update-business.dto.js';
import { businessChanges } from '../audit/audit-details.js';
import { AuditService } from '../audit/audit.service.js';
import { BusinessVersionsService } from '../cache/business-versions.service.js';
import { DataVersionService } from '../cache/data-version.service.js';
import { accountActor } from './claims.service.js';
import { toChangeRequestSummary } from './claim.mappers.js';
import { ClaimsRepository } from './claims.repository.js';

/** An owner's view of their business: what they edit, and the changes they asked for. */
export interface OwnerBusiness {
  business: BusinessDetail;
  changeRequests: ChangeRequestSummary[];
}

const UNVERIFIED = 'Confirm your e-mail address before editing a business.';

/** Given fields of `dto` (class-transformer leaves the others undefined). */
const given = (dto: UpdateBusinessDto) =>
  Object.entries(dto)
    .filter(([, value]) => value !== undefined)
    .map(([field]) => field);

/**
 * What the verified owner of a business does (docs/behaviour.md §14.1): edits the facts that change
 * often at once, and asks for a change of what identifies the business (an admin decides).
 */
@Injectable()
export class OwnerService {
  constructor(
    private readonly db: DataSource,
    private readonly claims: ClaimsRepository,
    private readonly businesses: AdminBusinessesRepository,
    private readonly adminBusinesses: AdminBusinessesService,
    private readonly audit: AuditService,
    private readonly businessVersions: BusinessVersionsService,
    private readonly dataVersion: DataVersionService,
  ) {}

  async business(id: number, account: AccountPrincipal): Promise<OwnerBusiness> {
    await this.assertOwner(id, account);
    const [business, requests] = await Promise.all([this.adminBusinesses.get(id), this.claims.changeRequestsOf(id)]);
    return { business, changeRequests: requests.map(toChangeRequestSummary) };
  }

  /**
   * Applies the owner's edit at once. It bumps that business's cache version only, as a review does
   * (docs/behaviour.md §9); a new picture also bumps the data version, since the cards of the lists show it.
   */
  async edit(id: number, account: AccountPrincipal, dto: UpdateBusinessDto): Promise<BusinessDetail> {
    assertMayWrite(account, UNVERIFIED);
    await this.assertOwner(id, account);
    const fields = given(dto);
    refuseFields(fields, OWNER_EDIT_FIELDS, 'is changed through a change request');
    if (fields.length === 0) throw nothingGiven(OWNER_EDIT_FIELDS);
    const before = await this.adminBusinesses.get(id);
    const { after, bumped } = await this.db.transaction(async (manager) => {
      const patch = Object.fromEntries(
        fields.filter((f) => f !== 'hours' && f !== 'amenities').map((f) => [f, dto[f as keyof UpdateBusinessDto]]),
      );
      await this.businesses.update(manager, id, patch, dto.hours, dto.amenities);
      await this.claims.markOwnerEdit(id, manager);
      const after = await this.adminBusinesses.get(id, manager);
      if (dto.imageUrl !== undefined && after.imageUrl !== before.imageUrl) await this.dataVersion.bump(manager);
      const changes = businessChanges(before, after, fields);
      await this.audit.record(
        accountActor(account),
        'owner.business-edited',
        { businessId: id, name: after.name, accountId: account.id, fields, changes },
        null,
        manager,
      );
      const slugs = [...new Set([before.slug, after.slug])];
      return { after, bumped: await this.businessVersions.bump(slugs, manager) };
    });
    this.businessVersions.observeAll(bumped);
    return after;
  }

  /** Name, category, address and location wait for an admin: only the fields that really change are kept. */
  async requestChange(id: number, account: AccountPrincipal, dto: UpdateBusinessDto): Promise<ChangeRequestCreated> {
    assertMayWrite(account, UNVERIFIED);
    await this.assertOwner(id, account);
    const fields = given(dto);
    refuseFields(fields, CHANGE_REQUEST_FIELDS, 'is edited directly, without a change request');
    const current = await this.adminBusinesses.get(id);
    const changes: FieldChange[] = fields
      .map((field) => {
        const before = (current as unknown as Record<string, string | number | null>)[field] ?? null;
        const after = (dto as unknown as Record<string, string | number | null>)[field] ?? null;
        return { field: field as ChangeRequestField, before, after };
      })
      .filter((change) => change.before !== change.after);
    if (changes.length === 0) throw nothingGiven(CHANGE_REQUEST_FIELDS, 'differs from the business as it is');
    const requestId = await this.db.transaction(async (manager) => {
      const requestId = await this.claims.insertChangeRequest(id, account.id, changes, manager);
      await this.audit.record(
        accountActor(account),
        'change-request.created',
        { changeRequestId: requestId, businessId: id, name: current.name, accountId: account.id, changes },
        null,
        manager,
      );
      return requestId;
    });
    return { id: requestId, state: 'pending' };
  }

  /** 403 for anyone but the business's verified owner (an admin session is not enough). */
  private async assertOwner(businessId: number, account: AccountPrincipal): Promise<void> {
    const owner = await this.claims.ownerOf(businessId);
    if (owner?.accountId !== account.id) {
      throw new ForbiddenException({ statusCode: 403, message: "Only the business's verified owner can do this." });
    }
  }
}

function refuseFields(fields: string[], allowed: readonly string[], why: string): void {
  const refused = fields.filter((field) => !allowed.includes(field));
  if (refused.length === 0) return;
  const errors = Object.fromEntries(refused.map((field) => [field, `${field} ${why}`]));
  throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: Object.values(errors), errors });
}

function nothingGiven(allowed: readonly string[], what = 'is given'): BadRequestException {
  const message = `Nothing to change: none of ${allowed.join(', ')} ${what}`;
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message: [message] });
}
