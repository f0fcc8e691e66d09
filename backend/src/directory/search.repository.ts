import { Injectable } from '@nestjs/common';
import type { CategoryCount, SearchSort, SuggestedCity } from '@directory/shared';
import { DataSource } from 'typeorm';
import type { BusinessCardSource } from '../businesses/business.mappers.js';
import { CARD_COLUMNS } from '../businesses/businesses.repository.js';
import type { Alternative } from './search-alternatives.js';

export interface CityKey {
  countryCode: string;
  citySlug: string;
}

export interface NamedCity extends CityKey {
  city: string;
}

/** A place the search is limited to: a country, or some cities (a name like "Paris" is in several countries). */
export type SearchPlace = { countryCode: string } | { cities: CityKey[] } | null;

/** What a search keeps: every typed word matched by one of its alternatives, within the filters. */
export interface SearchMatch {
  /** One entry per typed word; empty for a place (or category) alone. */
  words: Alternative[][];
  place: SearchPlace;
  category?: string;
  minRating?: number;
  openNow?: boolean;
  sort: SearchSort;
  origin?: { lat: number; lng: number };
}

export interface MatchPage {
  total: number;
  ids: number[];
  /** Of the match without the category filter, so the other categories stay on offer. */
  facets: CategoryCount[];
}

@Injectable()
export class SearchRepository {
  constructor(private readonly db: DataSource) {}

  /** A page of the match, its total and its largest categories, in one statement. */
  async matchPage(match: SearchMatch, limit: number, offset: number): Promise<MatchPage> {
    const params: unknown[] = [];
    const matched = matchedRows(match, params);
    const inCategory = match.category ? `category_slug = $${params.push(match.category)}` : 'true';
    const order = orderOf(match.sort);
    const [row] = await this.db.query<MatchPage[]>(
      `WITH matched AS MATERIALIZED (${matched})
       SELECT (SELECT count(*)::int FROM matched WHERE ${inCategory}) AS total,
              ARRAY(SELECT id FROM matched WHERE ${inCategory} ORDER BY ${order}
                    LIMIT $${params.push(limit)} OFFSET $${params.push(offset)}) AS ids,
              coalesce((SELECT json_agg(json_build_object('category', coalesce(c.category, f.category_slug),
                                                          'slug', f.category_slug, 'count', f.n) ORDER BY f.n DESC, f.category_slug)
                        FROM (SELECT category_slug, count(*)::int AS n FROM matched GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10) f
                        LEFT JOIN category_stats c USING (category_slug)), '[]') AS facets`,
      params,
    );
    return row as MatchPage;
  }

  /**
   * The first ids of the match in relevance order, without a total (the suggest drop-down). One
   * word reads only the first `limit` postings of each alternative off the rank index: within an
   * alternative the index order is the relevance order, so the best `limit` of all are among them.
   */
  async topIds(match: SearchMatch, limit: number): Promise<number[]> {
    const params: unknown[] = [];
    const rows = await this.db.query<{ id: number }[]>(
      match.words.length === 1 && !match.openNow
        ? topOfOneWord(match, params, limit)
        : `SELECT id FROM (${matchedRows(match, params)}) m ORDER BY ${orderOf('relevance')} LIMIT $${params.push(limit)}`,
      params,
    );
    return rows.map((r) => r.id);
  }

  /** Cards of approved businesses, in the order of `ids`. */
  async cards(ids: number[]): Promise<BusinessCardSource[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.query<BusinessCardSource[]>(
      `SELECT ${CARD_COLUMNS} FROM businesses b WHERE b.id = ANY($1::int[]) AND b.is_approved`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Cities with that slug, the largest first. */
  async citiesBySlug(citySlug: string): Promise<NamedCity[]> {
    return this.db.query(
      `SELECT country_code AS "countryCode", city_slug AS "citySlug", city FROM city_stats
       WHERE city_slug = $1 ORDER BY business_count DESC, country_code`,
      [citySlug],
    );
  }

  /** Categories whose name holds every typed word (one of its alternatives), the largest first. */
  async categoriesMatching(words: Alternative[][], limit: number): Promise<CategoryCount[]> {
    const params: unknown[] = [];
    const conditions = words.map(
      (alternatives) =>
        `EXISTS (SELECT 1 FROM search_split(c.category) w WHERE w = ANY ($${params.push(alternatives.map((a) => a.term))}::text[]))`,
    );
    return this.db.query(
      `SELECT c.category, c.category_slug AS slug, c.business_count AS count FROM category_stats c
       WHERE ${conditions.join(' AND ')} ORDER BY c.business_count DESC, c.category LIMIT $${params.push(limit)}`,
      params,
    );
  }

  /** Cities whose slug starts with `slugPrefix`, the largest first; within a country when given. */
  async citiesStartingWith(slugPrefix: string, countryCode: string | null, limit: number): Promise<SuggestedCity[]> {
    const params: unknown[] = [slugPrefix];
    const inCountry = countryCode ? ` AND country_code = $${params.push(countryCode)}` : '';
    return this.db.query(
      `SELECT city, city_slug AS "citySlug", country_code AS "countryCode", business_count AS count FROM city_stats
       WHERE city_slug LIKE $1 || '%'${inCountry} ORDER BY business_count DESC, city LIMIT $${params.push(limit)}`,
      params,
    );
  }
}

/**
 * One row per matching business: its match class (the worst of its words' best alternatives),
 * relevance (how many words are in its name), review count, rating and category, all read from
 * the postings' rank index. A place (or category) alone reads `businesses`.
 */
function matchedRows(match: SearchMatch, params: unknown[]): string {
  const rows = match.words.length ? postingRows(match, params) : businessRows(match, params);
  if (!match.openNow && match.sort !== 'distance') return rows;
  const distance = match.origin ? distanceFrom('b', match.origin, params) : 'NULL::float8';
  return `SELECT m.*, ${distance} AS distance FROM (${rows}) m JOIN businesses b ON b.id = m.id
          WHERE ${match.openNow ? openNow('b') : 'true'}`;
}

function postingRows(match: SearchMatch, params: unknown[]): string {
  const alternatives = match.words.flatMap((word, i) => word.map((a) => ({ ...a, word: i })));
  const words = `$${params.push(alternatives.map((a) => a.word))}::int[]`;
  const terms = `$${params.push(alternatives.map((a) => a.term))}::text[]`;
  const classes = `$${params.push(alternatives.map((a) => a.matchClass))}::int[]`;
  const filters = [placeFilter('p', match.place, params), ratingFilter('p', match.minRating, params)].join('');
  const perWord = `SELECT p.business_id AS id, a.word, min(a.class) AS class, bool_or(p.in_name) AS in_name,
                          min(p.review_count) AS reviews, min(p.rating) AS rating, min(p.category_slug) AS category_slug
                   FROM unnest(${words}, ${terms}, ${classes}) AS a(word, term, class)
                   JOIN search_postings p ON p.term = a.term
                   WHERE true${filters}
                   GROUP BY p.business_id, a.word`;
  if (match.words.length === 1) {
    return `SELECT id, class, in_name::int AS relevance, reviews, rating, category_slug FROM (${perWord}) w`;
  }
  return `SELECT id, max(class) AS class, count(*) FILTER (WHERE in_name)::int AS relevance,
                 min(reviews) AS reviews, min(rating) AS rating, min(category_slug) AS category_slug
          FROM (${perWord}) w GROUP BY id HAVING count(*) = ${match.words.length}`;
}

function topOfOneWord(match: SearchMatch, params: unknown[], limit: number): string {
  const word = match.words[0] ?? [];
  const terms = `$${params.push(word.map((a) => a.term))}::text[]`;
  const classes = `$${params.push(word.map((a) => a.matchClass))}::int[]`;
  const filters = [placeFilter('p', match.place, params), ratingFilter('p', match.minRating, params)].join('');
  const n = `$${params.push(limit)}`;
  return `SELECT id FROM (
            SELECT DISTINCT ON (p.business_id) p.business_id AS id, a.class, p.in_name, p.review_count
            FROM unnest(${terms}, ${classes}) AS a(term, class)
            CROSS JOIN LATERAL (
              SELECT p.business_id, p.in_name, p.review_count FROM search_postings p
              WHERE p.term = a.term${filters}
              ORDER BY p.in_name DESC, p.review_count DESC, p.business_id LIMIT ${n}) p
            ORDER BY p.business_id, a.class, p.in_name DESC) best
          ORDER BY class, in_name DESC, review_count DESC, id LIMIT ${n}`;
}

function businessRows(match: SearchMatch, params: unknown[]): string {
  const filters = [placeFilter('b', match.place, params), ratingFilter('b', match.minRating, params)].join('');
  return `SELECT b.id, 0 AS class, 0 AS relevance, b.review_count AS reviews, b.rating, b.category_slug
          FROM businesses b WHERE b.is_approved${filters}`;
}

function orderOf(sort: SearchSort): string {
  switch (sort) {
    case 'rating':
      return 'rating DESC NULLS LAST, reviews DESC, id';
    case 'reviews':
      return 'reviews DESC, id';
    case 'distance':
      return 'distance NULLS LAST, id';
    default:
      return 'class, relevance DESC, reviews DESC, id';
  }
}

function placeFilter(alias: string, place: SearchPlace, params: unknown[]): string {
  if (!place) return '';
  if ('countryCode' in place) return ` AND ${alias}.country_code = $${params.push(place.countryCode)}`;
  const pairs = place.cities.map((c) => `($${params.push(c.countryCode)}::bpchar, $${params.push(c.citySlug)})`);
  return ` AND (${alias}.country_code, ${alias}.city_slug) IN (${pairs.join(', ')})`;
}

function ratingFilter(alias: string, minRating: number | undefined, params: unknown[]): string {
  return minRating === undefined ? '' : ` AND ${alias}.rating >= $${params.push(minRating)}`;
}

/** Great-circle angle (radians) from the origin; null without coordinates. */
function distanceFrom(alias: string, origin: { lat: number; lng: number }, params: unknown[]): string {
  const lat = `$${params.push(origin.lat)}::float8`;
  const lng = `$${params.push(origin.lng)}::float8`;
  return `2 * asin(least(1, sqrt(power(sin(radians(${alias}.latitude - ${lat}) / 2), 2)
            + cos(radians(${lat})) * cos(radians(${alias}.latitude)) * power(sin(radians(${alias}.longitude - ${lng}) / 2), 2))))`;
}

/**
 * Open at this moment in the business's own time zone (UTC when it has none), by the rules of
 * libs/shared `openStatus`: a missing time is the day's edge, the closing minute is still open,
 * and a range closing before it opens (22:00–02:00) runs into the next day's early hours.
 */
function openNow(alias: string): string {
  return `EXISTS (
    SELECT 1 FROM (SELECT now() AT TIME ZONE coalesce(${alias}.time_zone, 'UTC') AS at) z
    CROSS JOIN LATERAL (SELECT extract(dow FROM z.at)::int AS day, to_char(z.at, 'HH24:MI') AS hm) l
    JOIN business_hours h ON h.business_id = ${alias}.id AND NOT h.is_closed
    CROSS JOIN LATERAL (SELECT coalesce(h.open_time, '00:00') AS o, coalesce(h.close_time, '23:59') AS c) r
    WHERE (h.day_of_week = l.day AND r.o <= l.hm AND (l.hm <= r.c OR r.c < r.o))
       OR (h.day_of_week = (l.day + 6) % 7 AND r.c < r.o AND l.hm <= r.c))`;
}
