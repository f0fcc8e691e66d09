import { Injectable } from '@nestjs/common';
import { slugify } from '@directory/shared';
import { DataSource } from 'typeorm';
import type { BusinessCardSource } from '../businesses/business.mappers.js';
import { preparedQuery } from './prepared-query.js';
import { CARD_COLUMNS } from '../businesses/businesses.repository.js';

export interface CityKey {
  countryCode: string;
  citySlug: string;
}

/** A place the search is limited to: a country, or some cities (a name like "Paris" is in several countries). */
export type SearchPlace = { countryCode: string } | { cities: CityKey[] } | null;

export interface TermVariant {
  term: string;
  /** Approved businesses holding the term. */
  documents: number;
}

export interface SearchWord {
  word: string;
  /** The word itself when the directory holds it, else the nearest known words (trigram similarity). */
  variants: TermVariant[];
}

export interface RankedIds {
  ids: number[];
  /** Null when the page came back empty, so the total is still unknown. */
  total: number | null;
}

/** Correct a word to known words this close to the best match only (pg_trgm similarity, 0–1). */
const VARIANT_SPREAD = 0.08;

@Injectable()
export class SearchRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Splits the text into words as the postings were made (the 'simple' text-search parser),
   * in typed order, each with its variants: itself when known, else up to `maxVariants`
   * known words within trigram reach (pg_trgm `%` on the ix_search_terms_trgm index), the
   * nearest ones only.
   */
  async words(text: string, maxVariants: number): Promise<SearchWord[]> {
    const rows = await preparedQuery<{ word: string; variants: Array<TermVariant & { similarity: number }> }>(
      this.db,
      `SELECT w.word, coalesce(
         (SELECT json_agg(json_build_object('term', t.term, 'documents', t.documents, 'similarity', 1))
          FROM search_terms t WHERE t.term = w.word AND t.documents > 0),
         (SELECT json_agg(json_build_object('term', c.term, 'documents', c.documents, 'similarity', c.similarity))
          FROM (SELECT t.term, t.documents, similarity(t.term, w.word) AS similarity FROM search_terms t
                WHERE t.term % w.word AND t.documents > 0
                ORDER BY t.term <-> w.word, t.documents DESC LIMIT $2) c),
         '[]') AS variants
       FROM (SELECT l.lexeme AS word, min(p) AS position
             FROM unnest(to_tsvector('simple', $1)) AS l(lexeme, positions, weights), unnest(l.positions) AS p
             GROUP BY l.lexeme) w
       ORDER BY w.position`,
      [text, maxVariants * 2],
    );
    return rows.map(({ word, variants }) => {
      // The same word but for its accents ("muller" for "müller") beats any other near word.
      const plain = slugify(word);
      const ranked = variants.map((v) => ({ ...v, similarity: slugify(v.term) === plain ? 1 : v.similarity }));
      const best = Math.max(0, ...ranked.map((v) => v.similarity));
      return {
        word,
        variants: ranked
          .filter((v) => v.similarity >= best - VARIANT_SPREAD)
          .sort((a, b) => b.similarity - a.similarity)
          .slice(0, maxVariants)
          .map(({ term, documents }) => ({ term, documents })),
      };
    });
  }

  /**
   * One word known as one term: its page straight from the rank index (name hits first, then
   * most reviewed) and its total from `documents` or, within a place, an index-only count.
   */
  async oneTermPage(variant: TermVariant, place: SearchPlace, limit: number, offset: number): Promise<RankedIds> {
    const params: unknown[] = [variant.term];
    const filter = placeFilter('p', place, params);
    const n = params.length;
    const rows = await preparedQuery<{ id: number }>(
      this.db,
      `SELECT p.business_id AS id FROM search_postings p WHERE p.term = $1${filter}
       ORDER BY p.in_name DESC, p.review_count DESC, p.business_id LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, limit, offset],
    );
    return { ids: rows.map((r) => r.id), total: place ? null : variant.documents };
  }

  async oneTermCount(term: string, place: SearchPlace): Promise<number> {
    const params: unknown[] = [term];
    const [row] = await preparedQuery<{ n: number }>(
      this.db,
      `SELECT count(*)::int AS n FROM search_postings p WHERE p.term = $1${placeFilter('p', place, params)}`,
      params,
    );
    return row.n;
  }

  /**
   * Several words (or variants): businesses holding every word. The postings of the rarest word
   * (`driver`) are joined to those of each other word, by hash or by probing per business
   * (ix_search_postings_business), whichever reads less. Relevance is the number of words
   * found in the name (not only the category).
   */
  async manyTermsPage(words: TermVariant[][], driver: number, place: SearchPlace, limit: number, offset: number): Promise<RankedIds> {
    const { sql, params } = manyTermsMatches(words, driver, place);
    const n = params.length;
    // Not prepared: the best plan depends on how frequent the words are, so each one is planned.
    const rows: Array<{ id: number; total: number }> = await this.db.query(
      `WITH matches AS (${sql})
       SELECT id, count(*) OVER ()::int AS total FROM matches ORDER BY score DESC, reviews DESC, id LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, limit, offset],
    );
    return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? null };
  }

  async manyTermsCount(words: TermVariant[][], driver: number, place: SearchPlace): Promise<number> {
    const { sql, params } = manyTermsMatches(words, driver, place);
    const [row] = await this.db.query(`SELECT count(*)::int AS n FROM (${sql}) matches`, params);
    return row.n;
  }

  /** No words, only a place: its businesses, most reviewed first. */
  async placePage(place: Exclude<SearchPlace, null>, limit: number, offset: number): Promise<{ rows: BusinessCardSource[]; total: number }> {
    const params: unknown[] = [];
    const filter = placeFilter('b', place, params);
    const n = params.length;
    const rows = await preparedQuery<BusinessCardSource & { total: number }>(
      this.db,
      `SELECT ${CARD_COLUMNS}, count(*) OVER ()::int AS total FROM businesses b WHERE b.is_approved${filter}
       ORDER BY b.review_count DESC, b.id LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, limit, offset],
    );
    return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
  }

  /** Cards of approved businesses, in the order of `ids`. */
  async cards(ids: number[]): Promise<BusinessCardSource[]> {
    if (ids.length === 0) return [];
    const rows = await preparedQuery<BusinessCardSource>(
      this.db,
      `SELECT ${CARD_COLUMNS} FROM businesses b WHERE b.id = ANY($1::int[]) AND b.is_approved`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async citiesBySlug(citySlug: string): Promise<CityKey[]> {
    return preparedQuery(this.db, `SELECT country_code AS "countryCode", city_slug AS "citySlug" FROM city_stats WHERE city_slug = $1`, [
      citySlug,
    ]);
  }

  /** The best trigram match among city names (ix_city_stats_city_trgm), for a misspelt `where`. */
  async nearestCity(text: string, countryCode: string | null): Promise<CityKey | null> {
    const params: unknown[] = [text];
    const inCountry = countryCode ? ` AND country_code = $${params.push(countryCode)}` : '';
    const [row] = await preparedQuery<CityKey>(
      this.db,
      `SELECT country_code AS "countryCode", city_slug AS "citySlug" FROM city_stats
       WHERE city % $1${inCountry} ORDER BY city <-> $1, business_count DESC LIMIT 1`,
      params,
    );
    return row ?? null;
  }
}

function placeFilter(alias: string, place: SearchPlace, params: unknown[]): string {
  if (!place) return '';
  if ('countryCode' in place) return ` AND ${alias}.country_code = $${params.push(place.countryCode)}`;
  const pairs = place.cities.map((c) => `($${params.push(c.countryCode)}::bpchar, $${params.push(c.citySlug)})`);
  return ` AND (${alias}.country_code, ${alias}.city_slug) IN (${pairs.join(', ')})`;
}

/**
 * Probing the other words per driver row is a random index lookup each; reading a word's
 * postings whole and hashing them costs about a twentieth of that per row. So a word up to
 * this many times as frequent as the driver is hash-joined, a more frequent one probed.
 */
const PROBE_RATIO = 20;

function manyTermsMatches(words: TermVariant[][], driver: number, place: SearchPlace): { sql: string; params: unknown[] } {
  const documents = (variants: TermVariant[]) => variants.reduce((sum, v) => sum + v.documents, 0);
  const driverDocuments = Math.max(1, documents(words[driver] ?? []));
  const params: unknown[] = [words[driver]?.map((v) => v.term)];
  const joins: string[] = [];
  const scores = ['bool_or(d.in_name)::int'];
  words.forEach((variants, i) => {
    if (i === driver) return;
    const alias = `w${i}`;
    const terms = `$${params.push(variants.map((v) => v.term))}::text[]`;
    joins.push(
      documents(variants) > PROBE_RATIO * driverDocuments
        ? `JOIN LATERAL (SELECT bool_or(p.in_name) AS in_name FROM search_postings p
                         WHERE p.business_id = d.business_id AND p.term = ANY(${terms})) ${alias} ON ${alias}.in_name IS NOT NULL`
        : `JOIN (SELECT p.business_id, bool_or(p.in_name) AS in_name FROM search_postings p
                 WHERE p.term = ANY(${terms}) GROUP BY p.business_id) ${alias} ON ${alias}.business_id = d.business_id`,
    );
    scores.push(`bool_or(${alias}.in_name)::int`);
  });
  const filter = placeFilter('d', place, params);
  return {
    sql: `SELECT d.business_id AS id, max(d.review_count) AS reviews, ${scores.join(' + ')} AS score
          FROM search_postings d ${joins.join(' ')}
          WHERE d.term = ANY($1::text[])${filter}
          GROUP BY d.business_id`,
    params,
  };
}
