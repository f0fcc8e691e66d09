var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { PAGE_SIZES, slugify, } from '@directory/shared';
import { DataSource, QueryFailedError } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { paginationOf, requestedSlice } from '../common/paging/page-slice.js';
import { BusinessAmenity } from '../businesses/business-amenity.entity.js';
import { BusinessHours } from '../businesses/business-hours.entity.js';
import { Business } from '../businesses/business.entity.js';
import { DataChangesService } from '../directory/data-changes.service.js';
import { toAdminBusiness, toAdminBusinessDetail } from './admin-business.mapper.js';
import { AdminBusinessesRepository } from './admin-businesses.repository.js';
import { slugCandidates } from './slug-repair.service.js';
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
];
let AdminBusinessesService = class AdminBusinessesService {
    db;
    businesses;
    changes;
    audit;
    constructor(db, businesses, changes, audit) {
        this.db = db;
        this.businesses = businesses;
        this.changes = changes;
        this.audit = audit;
    }
    async list(query) {
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
        return { businesses: rows.map(toAdminBusiness), pagination: paginationOf(page, limit, total) };
    }
    async get(id, manager = this.db.manager) {
        const business = await manager.getRepository(Business).findOneBy({ id });
        if (!business)
            throw new NotFoundException(NOT_FOUND);
        const [hours, amenities] = await Promise.all([
            manager.getRepository(BusinessHours).find({ where: { businessId: id }, order: { dayOfWeek: 'ASC', id: 'ASC' } }),
            manager.getRepository(BusinessAmenity).find({ where: { businessId: id }, order: { id: 'ASC' } }),
        ]);
        return toAdminBusinessDetail(business, hours, amenities);
    }
    async update(id, dto, admin, ip) {
        const changed = SCALAR_FIELDS.filter((field) => dto[field] !== undefined);
        const detail = await this.db
            .transaction(async (m) => {
            const before = await this.businesses.lockState(m, id);
            if (!before)
                throw new NotFoundException(NOT_FOUND);
            const current = await m.getRepository(Business).findOneByOrFail({ id });
            const patch = {};
            for (const field of changed)
                patch[field] = dto[field];
            if (dto.category !== undefined)
                patch.categorySlug = slugify(dto.category) || 'uncategorized';
            if (dto.city !== undefined)
                patch.citySlug = dto.city ? slugify(dto.city) || null : null;
            if (dto.city === '')
                patch.city = null;
            const slug = await this.nextSlug(m, current, dto);
            if (slug !== current.slug)
                patch.slug = slug;
            if (Object.keys(patch).length > 0)
                await m.getRepository(Business).update(id, { ...patch, updatedAt: new Date() });
            if (dto.hours) {
                await m.getRepository(BusinessHours).delete({ businessId: id });
                if (dto.hours.length)
                    await m.getRepository(BusinessHours).insert(dto.hours.map((h) => ({ ...h, businessId: id })));
            }
            if (dto.amenities) {
                await m.getRepository(BusinessAmenity).delete({ businessId: id });
                if (dto.amenities.length)
                    await m.getRepository(BusinessAmenity).insert(dto.amenities.map((a) => ({ ...a, businessId: id })));
            }
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
        await this.audit.record(admin, 'business.updated', { id, name: detail.name, fields }, ip);
        return detail;
    }
    async toggleApproval(id, admin, ip) {
        const after = await this.db.transaction(async (m) => {
            const state = await this.businesses.toggleApproval(m, id);
            if (!state)
                throw new NotFoundException(NOT_FOUND);
            await this.changes.rowChanged(m, { ...state, isApproved: !state.isApproved }, state);
            return state;
        });
        await this.audit.record(admin, 'business.approval-toggled', { id, isApproved: after.isApproved }, ip);
        return { success: true, isApproved: after.isApproved };
    }
    async deleteOne(id, admin, ip) {
        const deleted = await this.db.transaction(async (m) => {
            const row = await this.businesses.deleteOne(m, id);
            if (!row)
                throw new NotFoundException(NOT_FOUND);
            const { name, placeId, ...before } = row;
            await this.changes.rowChanged(m, before, null);
            return { name, placeId };
        });
        await this.audit.record(admin, 'business.deleted', { id, ...deleted }, ip);
        return { success: true, message: 'İşletme silindi' };
    }
    async deleteMany(query, admin, ip) {
        if (query.confirm === 'all' && query.ids)
            throw badDelete('Use either ids or confirm=all, not both');
        if (query.confirm === 'all') {
            const deletedCount = await this.businesses.deleteAll();
            await this.changes.bulkChanged('admin-delete-all');
            await this.audit.record(admin, 'businesses.deleted-all', { deletedCount }, ip);
            return { success: true, deletedCount, message: `Tüm işletmeler silindi (${deletedCount})` };
        }
        if (!query.ids)
            throw badDelete('Name the businesses with ids=1,2 or delete every business with confirm=all');
        const deleted = await this.businesses.deleteMany([...new Set(query.ids)]);
        if (deleted.length > 0)
            await this.changes.bulkChanged('admin-delete');
        await this.audit.record(admin, 'businesses.deleted', { ids: deleted, deletedCount: deleted.length }, ip);
        return { success: true, deletedCount: deleted.length, message: `${deleted.length} işletme silindi` };
    }
    /**
     * An explicit slug wins (409 when taken). Otherwise a new name or place_id re-derives the
     * CONTRACT §2 slug; an existing slug otherwise stays, so links keep working.
     */
    async nextSlug(m, current, dto) {
        if (dto.slug !== undefined) {
            if (dto.slug !== current.slug && (await this.businesses.slugTaken(m, dto.slug, current.id))) {
                throw new ConflictException('Another business already uses this slug');
            }
            return dto.slug;
        }
        const name = dto.name ?? current.name;
        const placeId = dto.placeId ?? current.placeId;
        if (name === current.name && placeId === current.placeId)
            return current.slug;
        return uniqueSlug(name, placeId, (candidate) => this.businesses.slugTaken(m, candidate, current.id));
    }
};
AdminBusinessesService = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [DataSource,
        AdminBusinessesRepository,
        DataChangesService,
        AuditService])
], AdminBusinessesService);
export { AdminBusinessesService };
/** The first of the CONTRACT §2 slug and its clash alternatives that no other business uses. */
async function uniqueSlug(name, placeId, taken) {
    for (const candidate of slugCandidates(name, placeId))
        if (!(await taken(candidate)))
            return candidate;
    throw new ConflictException('No free slug for this name and place_id');
}
function badDelete(message) {
    return new BadRequestException(message);
}
function rethrowUniqueViolation(error) {
    if (error instanceof QueryFailedError && error.driverError.code === '23505') {
        const constraint = error.driverError.constraint ?? '';
        throw new ConflictException(constraint.includes('place_id')
            ? 'Another business already has this place_id'
            : 'Another business already uses this slug');
    }
    throw error;
}
//# sourceMappingURL=admin-businesses.service.js.map