var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
/** Card columns under the entity's property names, so rows map like entities. */
export const CARD_COLUMNS = `b.id, b.name, b.slug, b.category, b.category_slug AS "categorySlug", b.address, b.city,
  b.country_code AS "countryCode", b.phone, b.image_url AS "imageUrl", b.rating, b.review_count AS "reviewCount"`;
export const DETAIL_COLUMNS = `${CARD_COLUMNS}, b.city_slug AS "citySlug", b.website, b.description, b.latitude, b.longitude,
  b.place_id AS "placeId", b.is_approved AS "isApproved", b.created_at AS "createdAt",
  coalesce((SELECT json_agg(json_build_object('dayOfWeek', h.day_of_week, 'openTime', h.open_time,
                                              'closeTime', h.close_time, 'isClosed', h.is_closed) ORDER BY h.day_of_week, h.id)
            FROM business_hours h WHERE h.business_id = b.id), '[]') AS hours,
  coalesce((SELECT json_agg(json_build_object('id', a.id, 'businessId', a.business_id, 'amenityType', a.amenity_type,
                                              'hasAmenity', a.has_amenity) ORDER BY a.id)
            FROM business_amenities a WHERE a.business_id = b.id), '[]') AS amenities`;
/** Public reads of approved businesses. */
let BusinessesRepository = class BusinessesRepository {
    db;
    constructor(db) {
        this.db = db;
    }
    async findApprovedBySlug(slug) {
        const [row] = await this.db.query(`SELECT ${DETAIL_COLUMNS} FROM businesses b WHERE b.slug = $1 AND b.is_approved`, [slug]);
        return row ?? null;
    }
    /** Slugs of approved businesses that are `namePart` plus a 6-character suffix; at most two, enough to tell unique from not. */
    async approvedSlugsWithNamePart(namePart) {
        const rows = await this.db.query(`SELECT slug FROM businesses WHERE is_approved AND slug LIKE $1 AND slug ~ $2 LIMIT 2`, [`${namePart}-%`, `^${namePart}-[a-z0-9]{6}$`]);
        return rows.map((r) => r.slug);
    }
    /** A page of a category, most reviewed first; see `page` for why `total` is needed. */
    pageOfCategory(categorySlug, total, slice) {
        return this.page(`category_slug = $1`, [categorySlug], total, slice);
    }
    pageOfCity(countryCode, citySlug, total, slice) {
        return this.page(`country_code = $1 AND city_slug = $2`, [countryCode, citySlug], total, slice);
    }
    /**
     * OFFSET paging that stays fast on the last page: the ids come from an index-only scan
     * of the page index (ix_businesses_category_page / _city_page), only the page's rows are
     * read from the table, and a page past the middle is counted from the end (a backward
     * scan), so no page skips more than half of the group. `total` (from the summaries)
     * must be the group's size.
     */
    async page(where, params, total, slice) {
        const fromEnd = slice.offset * 2 > total;
        const limit = fromEnd ? Math.min(slice.limit, total - slice.offset) : slice.limit;
        const offset = fromEnd ? Math.max(0, total - slice.offset - slice.limit) : slice.offset;
        if (limit <= 0)
            return [];
        const order = fromEnd ? 'review_count ASC, id DESC' : 'review_count DESC, id ASC';
        const n = params.length;
        return this.db.query(`SELECT ${CARD_COLUMNS} FROM businesses b
       JOIN (SELECT id FROM businesses WHERE is_approved AND ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}) page USING (id)
       ORDER BY b.review_count DESC, b.id`, [...params, limit, offset]);
    }
};
BusinessesRepository = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [DataSource])
], BusinessesRepository);
export { BusinessesRepository };
//# sourceMappingURL=businesses.repository.js.map