import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CARD_COLUMNS } from '../businesses/businesses.repository.js';
import type { BusinessCardSource } from '../businesses/business.mappers.js';

/** A place the search is limited to: a country, or some cities (a name like "Paris" can be in several countries). */
export type SearchPlace = { countryCode: string } | { cities: Array<{ countryCode: string; citySlug: string }> } | null;

export interface SearchWord {
  word: string;
  /** Known words close to it, itself first when it is known. */
  variants: string[];
}

export interface SearchPage {
  total: number;
  rows: BusinessCardSource[];
}

@Injectable()
export class SearchRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Splits the text into words the way the index does and finds, for each, the known words
   * within trigram reach (pg_trgm `%`, the ix_search_terms_trgm index), nearest first.
   */
  async words(text: string, maxVariants: number): Promise<SearchWord[]> {
    return this.db.query(
      `SELECT w.word, coalesce(
         (SELECT ARRAY[t.term] FROM search_terms t WHERE t.term = w.word),
         (SELECT array_agg(c.term) FROM (
            SELECT t.term FROM search_terms t WHERE t.term % w.word
            ORDER BY t.term <-> w.word, t.documents DESC LIMIT $2) c),
         '{}') AS variants
       FROM (SELECT lexeme AS word, min(p) AS position
             FROM unnest(to_tsvector('simple', $1)) AS l(lexeme, positions, weights), unnest(positions) AS p
             GROUP BY lexeme) w
       ORDER BY w.position`,
      [text, maxVariants],
    );
  }

  /** Categories whose name holds at least one query word, with how many of the words (`groups`: one tsquery per word) it holds. */
  async matchingCategories(groups: string[]): Promise<Array<{ slug: string; score: number }>> {
    if (groups.length === 0) return [];
    const hits = groups.map((_, i) => `(d @@ to_tsquery('simple', $${i + 1}))::int`).join(' + ');
    return this.db.query(
      `SELECT slug, score FROM (
         SELECT category_slug AS slug, ${hits} AS score FROM category_stats, to_tsvector('simple', category) AS d) s
       WHERE score > 0`,
      groups,
    );
  }

  async citiesBySlug(citySlug: string): Promise<Array<{ countryCode: string; citySlug: string }>> {
    return this.db.query(`SELECT country_code AS "countryCode", city_slug AS "citySlug" FROM city_stats WHERE city_slug = $1`, [citySlug]);
  }

  /** The best trigram match among city names, for a misspelt `where`. */
  async nearestCity(text: string, countryCode: string | null): Promise<{ countryCode: string; citySlug: string } | null> {
    const [row] = await this.db.query(
      `SELECT country_code AS "countryCode", city_slug AS "citySlug" FROM city_stats
       WHERE city % $1 AND ($2::bpchar IS NULL OR country_code = $2::bpchar)
       ORDER BY city <-> $1, business_count DESC LIMIT 1`,
      [text, countryCode],
    );
    return row ?? null;
  }

  /**
   * One page of matches and their total. Ranked by relevance (how many query words the
   * business's category holds: `categoryTiers[i]` are the slugs that hold i + 1 of them),
   * then by review count. `query` is a tsquery text (see SearchService); null lists the
   * place's businesses. A page past the end comes back empty with total 0.
   */
  async page(query: string | null, categoryTiers: string[][], place: SearchPlace, limit: number, offset: number): Promise<SearchPage> {
    const params: unknown[] = [];
    const conditions = this.conditions(query, place, params);
    const tiers = categoryTiers.map((slugs, i) => (slugs.length ? `WHEN b.category_slug = ANY($${params.push(slugs)}) THEN ${i + 1}` : ''));
    const rank = tiers.some(Boolean) ? `CASE ${tiers.reverse().join(' ')} ELSE 0 END DESC, ` : '';
    const rows: Array<BusinessCardSource & { total: string }> = await this.db.query(
      `SELECT ${CARD_COLUMNS}, count(*) OVER () AS total FROM businesses b
       WHERE ${conditions}
       ORDER BY ${rank}b.review_count DESC, b.id
       LIMIT $${params.push(limit)} OFFSET $${params.push(offset)}`,
      params,
    );
    return { total: rows.length ? Number(rows[0].total) : 0, rows: rows.map(({ total: _, ...row }) => row) };
  }

  async count(query: string | null, place: SearchPlace): Promise<number> {
    const params: unknown[] = [];
    const [row] = await this.db.query(`SELECT count(*)::int AS n FROM businesses b WHERE ${this.conditions(query, place, params)}`, params);
    return row.n;
  }

  private conditions(query: string | null, place: SearchPlace, params: unknown[]): string {
    const conditions = ['b.is_approved'];
    if (query !== null) {
      conditions.push(`to_tsvector('simple', b.name || ' ' || b.category) @@ to_tsquery('simple', $${params.push(query)})`);
    }
    if (place && 'countryCode' in place) conditions.push(`b.country_code = $${params.push(place.countryCode)}`);
    if (place && 'cities' in place) {
      const pairs = place.cities.map((c) => `($${params.push(c.countryCode)}::bpchar, $${params.push(c.citySlug)})`);
      conditions.push(`(b.country_code, b.city_slug) IN (${pairs.join(', ')})`);
    }
    return conditions.join(' AND ');
  }
}
