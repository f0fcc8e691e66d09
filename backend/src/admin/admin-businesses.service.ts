import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  type AdminBusinessList,
  PAGE_SIZES,
  type BusinessApprovalResult,
  type BusinessDetail,
  type DeleteBusinessesResult,
  slugify,
  type SuccessMessage,
  type ToggleApprovalResult,
} from '@directory/shared';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { businessChanges, namedSample } from '../audit/audit-details.js';
import { AuditService } from '../audit/audit.service.js';
import { paginationOf, requestedSlice } from '../common/paging/page-slice.js';
import type { AdminActor } from '../auth/admin-principal.js';
import { Business } from '../businesses/business.entity.js';
import { toBusinessRecord } from '../businesses/business.mappers.js';
import { timeZoneOf } from '../common/time-zone-of.js';
import { DataChangesService } from '../data-changes/data-changes.service.js';
import { toAdminBusinessDetail } from './admin-business.mapper.js';
import { AdminBusinessesRepository } from './admin-businesses.repository.js';
import { BusinessApprovalDto } from './dto/business-approval.dto.js';
import { DeleteBusinessesQueryDto } from './dto/delete-businesses.query.dto.js';
import { ListAdminBusinessesQueryDto } from './dto/list-admin-businesses.query.dto.js';
import { UpdateBusinessDto } from './dto/update-business.dto.js';
import { uniqueSlug } from './slug-repair.service.js';

const NOT_FOUND = 'Business not found';
const SCALAR_FIELDS = [
  'name',
  'category',
  'address',
  'city',
  'countryCode',
  'phone',
  'website',
  'imageUrl',
  'description',
  'rating',
  'reviewCount',
  'latitude',
  'longitude',
  'placeId',
  'isApproved',
] as const;
/** The fields a business's time zone is worked out from. */
const LOCATION_FIELDS = ['latitude', 'longitude', 'countryCode'] as const;

@Injectable()
export class AdminBusinessesService {
  constructor(
    private readonly db: DataSource,
    private readonly businesses: AdminBusinessesRepository,
    private readonly changes: DataChangesService,
    private readonly audit: AuditService,
  ) {}

  async list(query: ListAdminBusinessesQueryDto): Promise<AdminBusinessList> {
    const filter = {
      search: query.search,
      categorySlug: query.category,
      countryCode: query.country,
      approved: query.approved,
    };
    const sortBy = query.sortBy ?? 'createdAt';
    const sortOrder = query.sortOrder ?? (query.sortBy ? 'asc' : 'desc');
    const { page, limit, offset } = requestedSlice(query, PAGE_SIZES.adminBusinesses);
    const { rows, total } = await this.businesses.page({ ...filter, sortBy, sortOrder, limit, offset });
    return { businesses: rows.map(toBusinessRecord), pagination: paginationOf(page, limit, total) };
  }

  async get(id: number, manager: EntityManager = this.db.manager): Promise<BusinessDetail> {
    const found = await this.businesses.detail(manager, id);
    if (!found) throw new NotFoundException(NOT_FOUND);
    return toAdminBusinessDetail(found.business, found.hours, found.amenities);
  }

  async update(id: number, dto: UpdateBusinessDto, { admin, ip }: AdminActor): Promise<BusinessDetail> {
    const changed = SCALAR_FIELDS.filter((field) => dto[field] !== undefined);
    const audited: { before?: BusinessDetail } = {};
    const detail = await this.db
      .transaction(async (m) => {
        const before = await this.businesses.lockState(m, id);
        if (!before) throw new NotFoundException(NOT_FOUND);
        audited.before = await this.get(id, m);
        const current = await this.businesses.findOne(m, id);
        const patch: Partial<Business> = {};
        for (const field of changed) (patch as Record<string, unknown>)[field] = dto[field];
        if (dto.category !== undefined) patch.categorySlug = slugify(dto.category) || 'uncategorized';
        if (dto.city !== undefined) patch.citySlug = dto.city ? slugify(dto.city) || null : null;
        if (dto.city === '') patch.city = null;
        if (LOCATION_FIELDS.some((field) => dto[field] !== undefined)) {
          patch.timeZone = timeZoneOf({
            latitude: dto.latitude !== undefined ? dto.latitude : current.latitude,
            longitude: dto.longitude !== undefined ? dto.longitude : current.longitude,
            countryCode: dto.countryCode ?? current.countryCode,
          });
        }
        const slug = await this.nextSlug(m, current, dto);
        if (slug !== current.slug) patch.slug = slug;
        await this.businesses.update(m, id, patch, dto.hours, dto.amenities);
        const after = await this.businesses.lockState(m, id);
        await this.changes.rowChanged(m, before, after);
        return this.get(id, m);
      })
      .catch(rethrowUniqueViolation);
    const fields = [
      ...changed,
      ...(dto.slug !== undefined ? ['slug'] : []),
      ...(dto.hours ? ['hours'] : []),
      ...(dto.amenities ? ['amenities'] : []),
    ];
    const changes = businessChanges(audited.before, detail, fields);
    await this.audit.record(admin, 'business.updated', { id, name: detail.name, fields, changes }, ip);
    return detail;
  }

  async toggleApproval(id: number, { admin, ip }: AdminActor): Promise<ToggleApprovalResult> {
    const after = await this.db.transaction(async (m) => {
      const state = await this.businesses.toggleApproval(m, id);
      if (!state) throw new NotFoundException(NOT_FOUND);
      await this.changes.rowChanged(m, { ...state, isApproved: !state.isApproved }, state);
      return state;
    });
    await this.audit.record(admin, 'business.approval-toggled', { id, isApproved: after.isApproved }, ip);
    return { success: true, isApproved: after.isApproved };
  }

  /**
   * Approves or unapproves many at once (docs/behaviour.md §4). Rows already in that state and unknown ids are
   * left alone; the summaries and public caches follow as after a bulk delete.
   */
  async setApproval(
    { ids, approved }: BusinessApprovalDto,
    { admin, ip }: AdminActor,
  ): Promise<BusinessApprovalResult> {
    const changed = await this.businesses.setApproval([...new Set(ids)], approved);
    if (changed.length > 0) await this.changes.bulkChanged(approved ? 'admin-approve' : 'admin-unapprove');
    await this.audit.record(
      admin,
      approved ? 'businesses.approved' : 'businesses.unapproved',
      { ids: changed.map((b) => b.id), names: changed.map((b) => b.name), updatedCount: changed.length },
      ip,
    );
    return { success: true, updated: changed.length };
  }

  async deleteOne(id: number, { admin, ip }: AdminActor): Promise<SuccessMessage> {
    const deleted = await this.db.transaction(async (m) => {
      const row = await this.businesses.deleteOne(m, id);
      if (!row) throw new NotFoundException(NOT_FOUND);
      const { name, placeId, ...before } = row;
      await this.changes.rowChanged(m, before, null);
      return { name, placeId };
    });
    await this.audit.record(admin, 'business.deleted', { id, ...deleted }, ip);
    return { success: true, message: 'İşletme silindi' };
  }

  async deleteMany(query: DeleteBusinessesQueryDto, { admin, ip }: AdminActor): Promise<DeleteBusinessesResult> {
    if (query.confirm === 'all' && query.ids) throw badDelete('Use either ids or confirm=all, not both');
    if (query.confirm === 'all') {
      const deletedCount = await this.businesses.deleteAll();
      await this.changes.bulkChanged('admin-delete-all');
      await this.audit.record(admin, 'businesses.deleted-all', { deletedCount }, ip);
      return { success: true, deletedCount, message: `Tüm işletmeler silindi (${deletedCount})` };
    }
    if (!query.ids) throw badDelete('Name the businesses with ids=1,2 or delete every business with confirm=all');
    const deleted = await this.businesses.deleteMany([...new Set(query.ids)]);
    if (deleted.length > 0) await this.changes.bulkChanged('admin-delete');
    const ids = deleted.map((row) => row.id);
    const names = namedSample(deleted);
    await this.audit.record(admin, 'businesses.deleted', { ids, names, deletedCount: deleted.length }, ip);
    return { success: true, deletedCount: deleted.length, message: `${deleted.length} işletme silindi` };
  }

  /**
   * An explicit slug wins (409 when taken). Otherwise a new name or place_id re-derives the
   * docs/behaviour.md §2 slug; an existing slug otherwise stays, so links keep working.
   */
  private async nextSlug(m: EntityManager, current: Business, dto: UpdateBusinessDto): Promise<string> {
    if (dto.slug !== undefined) {
      if (dto.slug !== current.slug && (await this.businesses.slugTaken(m, dto.slug, current.id))) {
        throw new ConflictException('Another business already uses this slug');
      }
      return dto.slug;
    }
    const name = dto.name ?? current.name;
    const placeId = dto.placeId ?? current.placeId;
    if (name === current.name && placeId === current.placeId) return current.slug;
    return uniqueSlug(name, placeId, (candidate) => this.businesses.slugTaken(m, candidate, current.id));
  }
}

function badDelete(message: string): BadRequestException {
  return new BadRequestException(message);
}

function rethrowUniqueViolation(error: unknown): never {
  if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
    const constraint = (error.driverError as { constraint?: string }).constraint ?? '';
    throw new ConflictException(
      constraint.includes('place_id')
        ? 'Another business already has this place_id'
        : 'Another business already uses this slug',
    );
  }
  throw error;
}
