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
import { Business } from '../businesses/business.entity.js';
/** Whitelisted sort keys → entity properties; `id` breaks ties so pages never overlap. */
const SORT_PROPERTIES = {
    name: 'name',
    rating: 'rating',
    reviewCount: 'reviewCount',
    createdAt: 'createdAt',
};
export function toRowState(row) {
    return row
        ? {
            isApproved: row.is_approved,
            categorySlug: row.category_slug,
            countryCode: row.country_code,
            citySlug: row.city_slug,
        }
        : null;
}
export function escapeLike(text) {
    return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
/** The admin business queries (list, counts, deletes); entity-level reads and writes use the TypeORM repository. */
let AdminBusinessesRepository = class AdminBusinessesRepository {
    db;
    constructor(db) {
        this.db = db;
    }
    /**
     * One page and the number of matching rows. A name search matches few enough rows to
     * count them in the same query (a window count: one round trip); other filters count
     * separately and cheaply (see count()).
     */
    async page(request) {
        if (!request.search) {
            const [rows, total] = await Promise.all([this.pageQuery(request).getMany(), this.count(request)]);
            return { rows, total };
        }
        const { raw, entities } = await this.pageQuery(request)
            .addSelect('count(*) OVER ()', 'admin_total')
            .getRawAndEntities();
        const first = raw[0];
        return {
            rows: entities,
            total: first?.admin_total !== undefined ? Number(first.admin_total) : await this.countRows(request),
        };
    }
    pageQuery(request) {
        const { where, params } = buildWhere(request);
        const property = SORT_PROPERTIES[request.sortBy];
        const direction = request.sortOrder === 'desc' ? 'DESC' : 'ASC';
        return (this.db
            .getRepository(Business)
            .createQueryBuilder('b')
            .where(where || 'true', params)
            // NULLS LAST both ways: unrated businesses never head a rating sort.
            .orderBy(`b.${property}`, direction, property === 'rating' ? 'NULLS LAST' : undefined)
            .addOrderBy('b.id', direction)
            .limit(request.limit)
            .offset(request.offset));
    }
    /**
     * Rows matching the filter. Without a search, the approved share comes from the summary
     * tables (kept exact by DataChangesService) and only pending rows are counted, which
     * the is_approved index makes cheap; a name search counts through the trigram index.
     */
    async count(filter) {
        if (filter.search)
            return this.countRows(filter);
        const approved = filter.approved === false ? 0 : await this.countApprovedFromSummaries(filter);
        const pending = filter.approved === true ? 0 : await this.countRows({ ...filter, approved: false });
        return approved + pending;
    }
    async countRows(filter) {
        const { where, params } = buildWhere(filter);
        const sql = `SELECT count(*)::int AS n FROM businesses b${where ? ` WHERE ${where}` : ''}`;
        const [query, values] = this.db.driver.escapeQueryWithParameters(sql, params);
        const [row] = (await this.db.query(query, values));
        return row?.n ?? 0;
    }
    async countApprovedFromSummaries({ categorySlug, countryCode }) {
        let sql;
        let values;
        if (categorySlug && countryCode) {
            sql = `SELECT coalesce(sum(business_count), 0)::int AS n FROM country_category_stats WHERE country_code = $1 AND category_slug = $2`;
            values = [countryCode, categorySlug];
        }
        else if (categorySlug) {
            sql = `SELECT coalesce(sum(business_count), 0)::int AS n FROM category_stats WHERE category_slug = $1`;
            values = [categorySlug];
        }
        else if (countryCode) {
            sql = `SELECT coalesce(sum(business_count), 0)::int AS n FROM country_stats WHERE country_code = $1`;
            values = [countryCode];
        }
        else {
            sql = `SELECT coalesce(sum(business_count), 0)::int AS n FROM country_stats`;
            values = [];
        }
        const [row] = (await this.db.query(sql, values));
        return row?.n ?? 0;
    }
    async lockState(manager, id) {
        const rows = await manager.query(`SELECT is_approved, category_slug, country_code, city_slug FROM businesses WHERE id = $1 FOR UPDATE`, [id]);
        return toRowState(rows[0]);
    }
    /** Flips approval; the state after, or null when there is no such business. */
    async toggleApproval(manager, id) {
        const [rows] = (await manager.query(`UPDATE businesses SET is_approved = NOT is_approved, updated_at = now() WHERE id = $1
       RETURNING is_approved, category_slug, country_code, city_slug`, [id]));
        return toRowState(rows[0]);
    }
    async deleteOne(manager, id) {
        const [rows] = (await manager.query(`DELETE FROM businesses WHERE id = $1 RETURNING is_approved, category_slug, country_code, city_slug, name, place_id`, [id]));
        const row = rows[0];
        const state = toRowState(row);
        return row && state ? { ...state, name: row.name, placeId: row.place_id } : null;
    }
    async deleteMany(ids) {
        const [rows] = (await this.db.query(`DELETE FROM businesses WHERE id = ANY($1::int[]) RETURNING id`, [ids]));
        return rows.map((r) => r.id);
    }
    /** Every business with its hours and amenities; fails loudly if another table still points at businesses. */
    async deleteAll() {
        return this.db.transaction(async (m) => {
            await m.query(`LOCK TABLE businesses IN ACCESS EXCLUSIVE MODE`);
            const [row] = (await m.query(`SELECT count(*)::int AS n FROM businesses`));
            await m.query(`TRUNCATE business_hours, business_amenities, businesses`);
            return row?.n ?? 0;
        });
    }
    async countTestData() {
        const [row] = (await this.db.query(`SELECT count(*)::int AS n FROM businesses WHERE lower(place_id) LIKE 'test%'`));
        return row?.n ?? 0;
    }
    /** Deletes up to `batch` test businesses (place_id starting with "test", any case); returns how many. */
    async deleteTestDataBatch(batch) {
        const [, count] = (await this.db.query(`DELETE FROM businesses WHERE id IN (SELECT id FROM businesses WHERE lower(place_id) LIKE 'test%' LIMIT $1)`, [batch]));
        return count;
    }
    async slugTaken(manager, slug, exceptId) {
        const rows = await manager.query(`SELECT 1 FROM businesses WHERE slug = $1 AND id <> $2`, [
            slug,
            exceptId,
        ]);
        return rows.length > 0;
    }
};
AdminBusinessesRepository = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [DataSource])
], AdminBusinessesRepository);
export { AdminBusinessesRepository };
function buildWhere(filter) {
    const conditions = [];
    const params = {};
    if (filter.search) {
        conditions.push(`b.name ILIKE :search`);
        params.search = `%${escapeLike(filter.search)}%`;
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
//# sourceMappingURL=admin-businesses.repository.js.map