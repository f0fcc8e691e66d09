import { Injectable } from '@nestjs/common';
import type { AdminBusinessSortBy, SortOrder } from '@directory/shared';
import { DataSource, EntityManager, In } from 'typeorm';
import { BusinessAmenity } from '../businesses/business-amenity.entity.js';
import { BusinessHours } from '../businesses/business-hours.entity.js';
import { Business } from '../businesses/business.entity.js';
import { escapeLike } from '../database/escape-like.js';
import type { BusinessRowState } from '../data-changes/data-changes.service.js';

export interface AdminBusinessFilter {
  search?: string;
  categorySlug?: string;
  countryCode?: string;
  approved?: boolean;
}

export interface AdminBusinessPageRequest extends AdminBusinessFilter {
  sortBy: AdminBusinessSortBy;
  sortOrder: SortOrder;
  limit: number;
  offset: number;
}

/**
 * Whitelisted sort keys → ORDER BY, `id` breaking ties so pages never overlap. Each matches an
 * index of the AdminListOrder migration (per filter), read forwards or backwards.
 */
const ORDER_BY: Record<AdminBusinessSortBy, Record<SortOrder, string>> = {
  name: { asc: `b.name COLLATE "und-x-icu" ASC, b.id ASC`, desc: `b.name COLLATE "und-x-icu" DESC, b.id DESC` },
  // NULLS LAST both ways: unrated businesses never head a rating sort.
  rating: { asc: `b.rating ASC NULLS LAST, b.id ASC`, desc: `b.rating DESC NULLS LAST, b.id DESC` },
  reviewCount: { asc: `b.review_count ASC, b.id ASC`, desc: `b.review_count DESC, b.id DESC` },
  createdAt: { asc: `b.created_at ASC, b.id ASC`, desc: `b.created_at DESC, b.id DESC` },
};

interface RowStateRecord {
  is_approved: boolean;
  category_slug: string;
  country_code: string;
  city_slug: string | null;
}

export function toRowState(row: RowStateRecord | undefined): BusinessRowState {
  return row
    ? {
        isApproved: row.is_approved,
        categorySlug: row.category_slug,
        countryCode: row.country_code,
        citySlug: row.city_slug,
      }
    : null;
}

/** The admin business queries (list, counts, deletes); entity-level reads and writes use the TypeORM repository. */
@Injectable()
export class AdminBusinessesRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * One page and the number of matching rows. The page's ids come first, from the sort index
   * alone (skipping `offset` entries costs no row reads), then its 20 rows. A name search matches
   * few enough rows to count them in the same query (a window count); other filters count
   * separately and cheaply (see count()).
   */
  async page(request: AdminBusinessPageRequest): Promise<{ rows: Business[]; total: number }> {
    const { where, params } = buildWhere(request);
    const order = `ORDER BY ${ORDER_BY[request.sortBy][request.sortOrder]} LIMIT :limit OFFSET :offset`;
    // A name search is matched first (trigram index), then sorted: left to itself, the planner may walk
    // a sort index and test every name against the pattern (5 s for "cafe" over 600 000 rows, measured).
    const sql = request.search
      ? `WITH b AS MATERIALIZED (
           SELECT b.id, b.name, b.rating, b.review_count, b.created_at FROM businesses b WHERE ${where})
         SELECT b.id, count(*) OVER ()::int AS total FROM b ${order}`
      : `SELECT b.id FROM businesses b ${where ? `WHERE ${where}` : ''} ${order}`;
    const [query, values] = this.db.driver.escapeQueryWithParameters(sql, {
      ...params,
      limit: request.limit,
      offset: request.offset,
    });
    const [page, counted] = await Promise.all([
      this.db.query(query, values) as Promise<Array<{ id: number; total?: number }>>,
      request.search ? Promise.resolve(undefined) : this.count(request),
    ]);
    const total = counted ?? page[0]?.total ?? (await this.countRows(request));
    const ids = page.map((r) => r.id);
    const byId = new Map(
      (ids.length ? await this.db.getRepository(Business).findBy({ id: In(ids) }) : []).map((b) => [b.id, b]),
    );
    return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
  }

  /**
   * Rows matching the filter. Without a search, the approved share comes from the summary
   * tables (kept exact by DataChangesService) and only pending rows are counted, which
   * the is_approved index makes cheap; a name search counts through the trigram index.
   */
  async count(filter: AdminBusinessFilter): Promise<number> {
    if (filter.search) return this.countRows(filter);
    const approved = filter.approved === false ? 0 : await this.countApprovedFromSummaries(filter);
    const pending = filter.approved === true ? 0 : await this.countRows({ ...filter, approved: false });
    return approved + pending;
  }

  private async countRows(filter: AdminBusinessFilter): Promise<number> {
    const { where, params } = buildWhere(filter);
    const sql = `SELECT count(*)::int AS n FROM businesses b${where ? ` WHERE ${where}` : ''}`;
    const [query, values] = this.db.driver.escapeQueryWithParameters(sql, params);
    const [row] = (await this.db.query(query, values)) as Array<{ n: number }>;
    return row?.n ?? 0;
  }

  private async countApprovedFromSummaries({ categorySlug, countryCode }: AdminBusinessFilter): Promise<number> {
    let sql: string;
    let values: unknown[];
    if (categorySlug && countryCode) {
      sql = `SELECT coalesce(sum(business_count), 0)::int AS n FROM country_category_stats WHERE country_code = $1 AND category_slug = $2`;
      values = [countryCode, categorySlug];
    } else if (categorySlug) {
      sql = `SELECT coalesce(sum(business_count), 0)::int AS n FROM category_stats WHERE category_slug = $1`;
      values = [categorySlug];
    } else if (countryCode) {
      sql = `SELECT coalesce(sum(business_count), 0)::int AS n FROM country_stats WHERE country_code = $1`;
      values = [countryCode];
    } else {
      sql = `SELECT coalesce(sum(business_count), 0)::int AS n FROM country_stats`;
      values = [];
    }
    const [row] = (await this.db.query(sql, values)) as Array<{ n: number }>;
    return row?.n ?? 0;
  }

  /** A business with its hours (by day) and amenities, or null. */
  async detail(
    manager: EntityManager,
    id: number,
  ): Promise<{ business: Business; hours: BusinessHours[]; amenities: BusinessAmenity[] } | null> {
    const business = await manager.getRepository(Business).findOneBy({ id });
    if (!business) return null;
    const [hours, amenities] = await Promise.all([
      manager.getRepository(BusinessHours).find({ where: { businessId: id }, order: { dayOfWeek: 'ASC', id: 'ASC' } }),
      manager.getRepository(BusinessAmenity).find({ where: { businessId: id }, order: { id: 'ASC' } }),
    ]);
    return { business, hours, amenities };
  }

  async findOne(manager: EntityManager, id: number): Promise<Business> {
    return manager.getRepository(Business).findOneByOrFail({ id });
  }

  /** Writes the changed fields (stamping updated_at) and replaces hours or amenities when given. */
  async update(
    manager: EntityManager,
    id: number,
    patch: Partial<Business>,
    hours?: Array<Omit<BusinessHours, 'id' | 'businessId' | 'business'>>,
    amenities?: Array<Omit<BusinessAmenity, 'id' | 'businessId' | 'business'>>,
  ): Promise<void> {
    if (Object.keys(patch).length > 0)
      await manager.getRepository(Business).update(id, { ...patch, updatedAt: new Date() });
    if (hours) {
      await manager.getRepository(BusinessHours).delete({ businessId: id });
      if (hours.length) await manager.getRepository(BusinessHours).insert(hours.map((h) => ({ ...h, businessId: id })));
    }
    if (amenities) {
      await manager.getRepository(BusinessAmenity).delete({ businessId: id });
      if (amenities.length)
        await manager.getRepository(BusinessAmenity).insert(amenities.map((a) => ({ ...a, businessId: id })));
    }
  }

  async lockState(manager: EntityManager, id: number): Promise<BusinessRowState> {
    const rows: RowStateRecord[] = await manager.query(
      `SELECT is_approved, category_slug, country_code, city_slug FROM businesses WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return toRowState(rows[0]);
  }

  /** Flips approval; the state after, or null when there is no such business. */
  async toggleApproval(manager: EntityManager, id: number): Promise<BusinessRowState> {
    const [rows] = (await manager.query(
      `UPDATE businesses SET is_approved = NOT is_approved, updated_at = now() WHERE id = $1
       RETURNING is_approved, category_slug, country_code, city_slug`,
      [id],
    )) as [RowStateRecord[], number];
    return toRowState(rows[0]);
  }

  /** Sets approval on the named businesses that are not in that state yet; the ids and names changed. */
  async setApproval(ids: number[], approved: boolean): Promise<Array<{ id: number; name: string }>> {
    const [rows] = (await this.db.query(
      `UPDATE businesses SET is_approved = $2, updated_at = now()
       WHERE id = ANY($1::int[]) AND is_approved <> $2
       RETURNING id, name`,
      [ids, approved],
    )) as [Array<{ id: number; name: string }>, number];
    return rows.sort((a, b) => a.id - b.id);
  }

  async deleteOne(
    manager: EntityManager,
    id: number,
  ): Promise<(BusinessRowState & { name: string; placeId: string }) | null> {
    const [rows] = (await manager.query(
      `DELETE FROM businesses WHERE id = $1 RETURNING is_approved, category_slug, country_code, city_slug, name, place_id`,
      [id],
    )) as [Array<RowStateRecord & { name: string; place_id: string }>, number];
    const row = rows[0];
    const state = toRowState(row);
    return row && state ? { ...state, name: row.name, placeId: row.place_id } : null;
  }

  /** The deleted businesses' ids and names (for the audit log), in id order. */
  async deleteMany(ids: number[]): Promise<Array<{ id: number; name: string }>> {
    const [rows] = (await this.db.query(`DELETE FROM businesses WHERE id = ANY($1::int[]) RETURNING id, name`, [
      ids,
    ])) as [Array<{ id: number; name: string }>, number];
    return rows.sort((a, b) => a.id - b.id);
  }

  /**
   * Every business with its hours, amenities, owners and reviews (with their votes and reports); fails
   * loudly if another table still points at businesses.
   */
  async deleteAll(): Promise<number> {
    return this.db.transaction(async (m) => {
      await m.query(`LOCK TABLE businesses IN ACCESS EXCLUSIVE MODE`);
      const [row] = (await m.query(`SELECT count(*)::int AS n FROM businesses`)) as Array<{ n: number }>;
      await m.query(
        `TRUNCATE business_hours, business_amenities, review_votes, review_reports, reviews, business_owners,
                  business_claims, business_change_requests, business_cache_versions, businesses`,
      );
      return row?.n ?? 0;
    });
  }

  async countTestData(): Promise<number> {
    const [row] = (await this.db.query(
      `SELECT count(*)::int AS n FROM businesses WHERE lower(place_id) LIKE 'test%'`,
    )) as Array<{
      n: number;
    }>;
    return row?.n ?? 0;
  }

  /** Deletes up to `batch` test businesses (place_id starting with "test", any case); returns how many. */
  async deleteTestDataBatch(batch: number): Promise<number> {
    const [, count] = (await this.db.query(
      `DELETE FROM businesses WHERE id IN (SELECT id FROM businesses WHERE lower(place_id) LIKE 'test%' LIMIT $1)`,
      [batch],
    )) as [unknown, number];
    return count;
  }

  async placeIdTaken(manager: EntityManager, placeId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM businesses WHERE place_id = $1`, [placeId]);
    return rows.length > 0;
  }

  /** A new business with its hours and amenities; its id. */
  async insert(
    manager: EntityManager,
    business: Omit<Business, 'id' | 'createdAt' | 'updatedAt' | 'submitterEmail' | 'hours' | 'amenities'>,
    hours: Array<Omit<BusinessHours, 'id' | 'businessId' | 'business'>>,
    amenities: Array<Omit<BusinessAmenity, 'id' | 'businessId' | 'business'>>,
  ): Promise<number> {
    const { identifiers } = await manager.getRepository(Business).insert(business);
    const id = (identifiers[0] as { id: number }).id;
    await this.update(manager, id, {}, hours, amenities);
    return id;
  }

  async slugTaken(manager: EntityManager, slug: string, exceptId: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM businesses WHERE slug = $1 AND id <> $2`, [
      slug,
      exceptId,
    ]);
    return rows.length > 0;
  }
}

function buildWhere(filter: AdminBusinessFilter): { where: string; params: Record<string, unknown> } {
  const conditions: string[] = [];
  const params: Record<string, unknown> = {};
  if (filter.search) {
    // docs/behaviour.md §4.1: a name folded as the index folds it, or the business's id or slug.
    const byKey = [`b.slug = lower(:text)`];
    if (/^\d{1,9}$/.test(filter.search)) byKey.push(`b.id = :id`);
    conditions.push(`(directory_fold(b.name) LIKE directory_fold(:search) OR ${byKey.join(' OR ')})`);
    params.search = `%${escapeLike(filter.search)}%`;
    params.text = filter.search;
    params.id = Number(filter.search);
  }
  if (filter.categorySlug) {
    conditions.push(`b.category_slug = :categorySlug`);
    params.categorySlug = filter.categorySlug;
  }
  if (filter.countryCode) {
    conditions.push(`b.country_code = :countryCode`);
    params.countryCode = filter.countryCode;
  }
  if (filter.approved !== undefined) {
    conditions.push(filter.approved ? `b.is_approved` : `NOT b.is_approved`);
  }
  return { where: conditions.join(' AND '), params };
}
