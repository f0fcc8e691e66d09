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
import { slugify } from '@directory/shared';
import { DataSource } from 'typeorm';
import { CARD_COLUMNS } from '../businesses/businesses.repository.js';
/** Near words compared per typed word; the nearest one (accents aside, see `words`) is kept. */
const CANDIDATES = 6;
let SearchRepository = class SearchRepository {
    db;
    constructor(db) {
        this.db = db;
    }
    /**
     * Splits the text into words as the postings were made (the 'simple' text-search parser),
     * in typed order, each with the term it stands for: itself when the directory holds it,
     * else the nearest known word within trigram reach (pg_trgm `%` on ix_search_terms_trgm).
     */
    async words(text) {
        const rows = await this.db.query(`SELECT w.word, coalesce(
         (SELECT json_agg(json_build_object('term', t.term, 'documents', t.documents, 'similarity', 1))
          FROM search_terms t WHERE t.term = w.word AND t.documents > 0),
         (SELECT json_agg(json_build_object('term', c.term, 'documents', c.documents, 'similarity', c.similarity))
          FROM (SELECT t.term, t.documents, similarity(t.term, w.word) AS similarity FROM search_terms t
                WHERE t.term % w.word AND t.documents > 0
                ORDER BY t.term <-> w.word, t.documents DESC LIMIT $2) c),
         '[]') AS candidates
       FROM (SELECT l.lexeme AS word, min(p) AS position
             FROM unnest(to_tsvector('simple', $1)) AS l(lexeme, positions, weights), unnest(l.positions) AS p
             GROUP BY l.lexeme) w
       ORDER BY w.position`, [text, CANDIDATES]);
        return rows.map(({ word, candidates }) => {
            // The same word but for its accents ("muller" for "müller") beats any other near word.
            const plain = slugify(word);
            const best = candidates
                .map((c) => ({ ...c, similarity: slugify(c.term) === plain ? 1 : c.similarity }))
                .sort((a, b) => b.similarity - a.similarity || b.documents - a.documents)[0];
            return { word, term: best ? { term: best.term, documents: best.documents } : null };
        });
    }
    /**
     * One word known as one term: its page straight from the rank index (name hits first, then
     * most reviewed) and its total from `documents` or, within a place, an index-only count.
     */
    async oneTermPage(term, place, limit, offset) {
        const params = [term.term];
        const filter = placeFilter('p', place, params);
        const n = params.length;
        const rows = await this.db.query(`SELECT p.business_id AS id FROM search_postings p WHERE p.term = $1${filter}
       ORDER BY p.in_name DESC, p.review_count DESC, p.business_id LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, limit, offset]);
        return { ids: rows.map((r) => r.id), total: place ? null : term.documents };
    }
    async oneTermCount(term, place) {
        const params = [term];
        const [row] = await this.db.query(`SELECT count(*)::int AS n FROM search_postings p WHERE p.term = $1${placeFilter('p', place, params)}`, params);
        return row.n;
    }
    /**
     * Several words: businesses holding every term, the rarest term's postings joined to those
     * of the others by business. Not prepared: the best join (hash, or probing
     * ix_search_postings_business per row) depends on how frequent the terms are, so each
     * search is planned with its own terms. Relevance is the number of terms in the name.
     */
    async manyTermsPage(terms, place, limit, offset) {
        const { sql, params } = manyTermsMatches(terms, place);
        const n = params.length;
        const rows = await this.db.query(`WITH matches AS (${sql})
       SELECT id, count(*) OVER ()::int AS total FROM matches ORDER BY score DESC, reviews DESC, id LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, limit, offset]);
        return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? null };
    }
    async manyTermsCount(terms, place) {
        const { sql, params } = manyTermsMatches(terms, place);
        const [row] = await this.db.query(`SELECT count(*)::int AS n FROM (${sql}) matches`, params);
        return row.n;
    }
    /** No words, only a place: its businesses, most reviewed first. */
    async placePage(place, limit, offset) {
        const params = [];
        const filter = placeFilter('b', place, params);
        const n = params.length;
        const rows = await this.db.query(`SELECT ${CARD_COLUMNS}, count(*) OVER ()::int AS total FROM businesses b WHERE b.is_approved${filter}
       ORDER BY b.review_count DESC, b.id LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, limit, offset]);
        return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
    }
    /** Cards of approved businesses, in the order of `ids`. */
    async cards(ids) {
        if (ids.length === 0)
            return [];
        const rows = await this.db.query(`SELECT ${CARD_COLUMNS} FROM businesses b WHERE b.id = ANY($1::int[]) AND b.is_approved`, [ids]);
        const byId = new Map(rows.map((r) => [r.id, r]));
        return ids.flatMap((id) => byId.get(id) ?? []);
    }
    async citiesBySlug(citySlug) {
        return this.db.query(`SELECT country_code AS "countryCode", city_slug AS "citySlug" FROM city_stats WHERE city_slug = $1`, [citySlug]);
    }
    /** The best trigram match among city names (ix_city_stats_city_trgm), for a misspelt `where`. */
    async nearestCity(text, countryCode) {
        const params = [text];
        const inCountry = countryCode ? ` AND country_code = $${params.push(countryCode)}` : '';
        const [row] = await this.db.query(`SELECT country_code AS "countryCode", city_slug AS "citySlug" FROM city_stats
       WHERE city % $1${inCountry} ORDER BY city <-> $1, business_count DESC LIMIT 1`, params);
        return row ?? null;
    }
};
SearchRepository = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [DataSource])
], SearchRepository);
export { SearchRepository };
function placeFilter(alias, place, params) {
    if (!place)
        return '';
    if ('countryCode' in place)
        return ` AND ${alias}.country_code = $${params.push(place.countryCode)}`;
    const pairs = place.cities.map((c) => `($${params.push(c.countryCode)}::bpchar, $${params.push(c.citySlug)})`);
    return ` AND (${alias}.country_code, ${alias}.city_slug) IN (${pairs.join(', ')})`;
}
/** One posting per business and term, so a plain join needs no grouping. */
function manyTermsMatches(terms, place) {
    const [driver, ...others] = [...terms].sort((a, b) => a.documents - b.documents);
    const params = [driver?.term];
    const joins = others.map((t, i) => `JOIN search_postings w${i} ON w${i}.business_id = d.business_id AND w${i}.term = $${params.push(t.term)}`);
    const score = ['d.in_name::int', ...others.map((_, i) => `w${i}.in_name::int`)].join(' + ');
    return {
        sql: `SELECT d.business_id AS id, d.review_count AS reviews, ${score} AS score
          FROM search_postings d ${joins.join(' ')}
          WHERE d.term = $1${placeFilter('d', place, params)}`,
        params,
    };
}
//# sourceMappingURL=search.repository.js.map