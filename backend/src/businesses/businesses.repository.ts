import { Injectable } from '@nestjs/common';
import { ReadDatabase } from '../database/read-database.js';
import type { PageSlice } from '../common/paging/page-slice.js';
import type { BusinessCardSource, BusinessDetailSource } from './business.mappers.js';

/** Card columns under the entity's property names, so rows map like entities. */
export const CARD_COLUMNS = `b.id, b.name, b.slug, b.category, b.category_slug AS "categorySlug", b.address, b.city,
  b.country_code AS "countryCode", b.phone, b.image_url AS "imageUrl", b.rating, b.review_count AS "reviewCount"`;

export const DETAIL_COLUMNS = `${CARD_COLUMNS}, b.city_slug AS "citySlug", b.website, b.description, b.latitude, b.longitude,
  b.place_id AS "placeId", b.is_approved AS "isApproved", b.created_at AS "createdAt", b.time_zone AS "timeZone",
  coalesce((SELECT json_agg(json_build_object('dayOfWeek', h.day_of_week, 'openTime', h.open_time,
                                              'closeTime', h.close_time, 'isClosed', h.is_closed) ORDER BY h.day_of_week, h.id)
            FROM business_hours h WHERE h.business_id = b.id), '[]') AS hours,
  coalesce((SELECT json_agg(json_build_object('id', a.id, 'businessId', a.business_id, 'amenityType', a.amenity_type,
                                              'hasAmenity', a.has_amenity) ORDER BY a.id)
            FROM business_amenities a WHERE a.business_id = b.id), '[]') AS amenities`;

/** Public reads of approved businesses. */
@Injectable()
export class BusinessesRepository {
  constructor(private readonly db: ReadDatabase) {}

  async findApprovedBySlug(slug: string): Promise<BusinessDetailSource | null> {
    const [row] = await this.db.query<BusinessDetailSource[]>(
      `SELECT ${DETAIL_COLUMNS} FROM businesses b WHERE b.slug = $1 AND b.is_approved`,
      [slug],
    );
    return row ?? null;
  }

  /**
   * The approved businesses closest to a point, nearest first, without `exceptId`. The KNN walk
   * of ix_businesses_location (`<->`, distance in degrees) reads only the first candidates; a
   * degree of longitude shrinks with the cosine of the latitude, so a few more than asked are
   * taken and re-ranked on the ground distance (equirectangular: exact enough across a town).
   */
  nearestApproved(exceptId: number, latitude: number, longitude: number, limit: number): Promise<BusinessCardSource[]> {
    return this.db.query<BusinessCardSource[]>(
      `SELECT ${CARD_COLUMNS} FROM (
         SELECT * FROM businesses
         WHERE is_approved AND latitude IS NOT NULL AND longitude IS NOT NULL AND id <> $1
         ORDER BY point(longitude, latitude) <-> point($3, $2)
         LIMIT $4 * 4
       ) b
       ORDER BY power(b.latitude - $2, 2) + power((b.longitude - $3) * cos(radians($2)), 2), b.id
       LIMIT $4`,
      [exceptId, latitude, longitude, limit],
    );
  }

  /** Slugs of approved businesses that are `namePart` plus a 6-character suffix; at most two, enough to tell unique from not. */
  async approvedSlugsWithNamePart(namePart: string): Promise<string[]> {
    const rows = await this.db.query<{ slug: string }[]>(
      `SELECT slug FROM businesses WHERE is_approved AND slug LIKE $1 AND slug ~ $2 LIMIT 2`,
      [`${namePart}-%`, `^${namePart}-[a-z0-9]{6}$`],
    );
    return rows.map((r) => r.slug);
  }

  /** A page of a category, most reviewed first; see `page` for why `total` is needed. */
  pageOfCategory(categorySlug: string, total: number, slice: PageSlice): Promise<BusinessCardSource[]> {
    return this.page(`category_slug = $1`, [categorySlug], total, slice);
  }

  pageOfCity(countryCode: string, citySlug: string, total: number, slice: PageSlice): Promise<BusinessCardSource[]> {
    return this.page(`country_code = $1 AND city_slug = $2`, [countryCode, citySlug], total, slice);
  }

  /**
   * OFFSET paging that stays fast on the last page: the ids come from an index-only scan
   * of the page index (ix_businesses_category_page / _city_page), only the page's rows are
   * read from the table, and a page past the middle is counted from the end (a backward
   * scan), so no page skips more than half of the group. `total` (from the summaries)
   * must be the group's size.
   */
  private async page(where: string, params: unknown[], total: number, slice: PageSlice): Promise<BusinessCardSource[]> {
    const fromEnd = slice.offset * 2 > total;
    const limit = fromEnd ? Math.min(slice.limit, total - slice.offset) : slice.limit;
    const offset = fromEnd ? Math.max(0, total - slice.offset - slice.limit) : slice.offset;
    if (limit <= 0) return [];
    const order = fromEnd ? 'review_count ASC, id DESC' : 'review_count DESC, id ASC';
    const n = params.length;
    return this.db.query<BusinessCardSource[]>(
      `SELECT ${CARD_COLUMNS} FROM businesses b
       JOIN (SELECT id FROM businesses WHERE is_approved AND ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}) page USING (id)
       ORDER BY b.review_count DESC, b.id`,
      [...params, limit, offset],
    );
  }
}
