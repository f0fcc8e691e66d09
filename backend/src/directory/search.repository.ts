import { Injectable } from '@nestjs/common';
import type { CategoryCount, SearchSort, CitySuggestion } from '@directory/shared';
import { ReadDatabase } from '../database/read-database.js';
import type { BusinessCardSource } from '../businesses/business.mappers.js';
import { CARD_COLUMNS } from '../businesses/businesses.repository.js';
import { type Alternative, documentsOf, widening } from './search-alternatives.js';

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** A card with the position its distance from the visitor is measured to. */
export type SearchCardSource = BusinessCardSource & { latitude: number | null; longitude: number | null };

const SEARCH_CARD_COLUMNS = `${CARD_COLUMNS}, b.latitude, b.longitude`;

export interface CityKey {
  countryCode: string;
  citySlug: string;
}

export interface NamedCity extends CityKey {
  city: string;
}

/** A place the search is limited to: a country, or some cities (a name like "Paris" is in several countries). */
export type SearchPlace = { countryCode: string } | { cities: CityKey[] } | null;

export interface CountsAndPage {
  /** Businesses per category, the largest first. */
  counts: CategoryCount[];
  cards: SearchCardSource[];
  /** Where `cards` start: the asked offset, or the last page's when the match found it was past the end. */
  offset: number;
}

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

@Injectable()
export class SearchRepository {
  constructor(private readonly db: ReadDatabase) {}

  /**
   * How many businesses of each category the match holds, ignoring its category filter (the
   * total is their sum, or the filtered category's count), and the cards of a page of it. Where
   * the page has a cheaper road of its own (one word in an indexed order, a KNN walk) or the
   * counts are kept (one common word), two queries run side by side; otherwise the match is
   * found once and both are read from it.
   */
  async countsAndPage(asked: SearchMatch, limit: number, offset: number): Promise<CountsAndPage> {
    const match = inOrderRead(asked);
    const counted = countedWord(match);
    if (counted || hasOwnPageRoad(match)) {
      const [counts, cards] = await Promise.all([
        this.categoryCounts(match, counted),
        this.pageCards(match, limit, offset),
      ]);
      return { counts, cards, offset };
    }
    const params: unknown[] = [];
    const rows = matchedRows({ ...match, category: undefined }, params, true);
    const inCategory = match.category ? `WHERE category_slug = $${params.push(match.category)}` : '';
    const size = `$${params.push(limit)}::int`;
    // A page past the last one is the last one (pageSlice), found here rather than by a second pass.
    // One row per card of the page (the counts on the first), or one row without a card.
    const answer = await this.db.query<
      Array<Nullable<SearchCardSource> & { counts: CategoryCount[] | null; offset: number }>
    >(
      `WITH m AS MATERIALIZED (${rows}),
            kept AS (SELECT * FROM m ${inCategory}),
            at AS (SELECT least($${params.push(offset)}::int, greatest(ceil(count(*) / ${size}::numeric)::int - 1, 0) * ${size}) AS "offset"
                   FROM kept),
            answer AS (
              SELECT (SELECT json_agg(c ORDER BY c.count DESC, c.slug) FROM (
                        SELECT coalesce(s.category, m.category_slug) AS category, m.category_slug AS slug, count(*)::int AS count
                        FROM m LEFT JOIN category_stats s USING (category_slug) GROUP BY m.category_slug, s.category) c) AS counts,
                     ARRAY(SELECT id FROM kept ORDER BY ${orderOf(match.sort)} LIMIT ${size} OFFSET (SELECT "offset" FROM at)) AS ids,
                     (SELECT "offset" FROM at) AS "offset")
       SELECT CASE WHEN t.n IS NULL OR t.n = 1 THEN answer.counts END AS counts, answer."offset", ${SEARCH_CARD_COLUMNS}
       FROM answer LEFT JOIN LATERAL unnest(answer.ids) WITH ORDINALITY AS t(id, n) ON true
       LEFT JOIN businesses b ON b.id = t.id AND b.is_approved
       ORDER BY t.n`,
      params,
    );
    const cards = answer.flatMap(({ counts: _counts, offset: _offset, ...card }) =>
      card.id === null ? [] : [card as SearchCardSource],
    );
    return { counts: answer[0]?.counts ?? [], cards, offset: answer[0]?.offset ?? offset };
  }

  private categoryCounts(match: SearchMatch, counted: CountedWord | null): Promise<CategoryCount[]> {
    const params: unknown[] = [];
    const perCategory = counted
      ? countsOfOneWord(counted, match.minRating, params)
      : `SELECT category_slug, count(*)::int AS n FROM (${matchedRows({ ...match, category: undefined }, params, false)}) r
         GROUP BY category_slug`;
    return this.db.query(
      `SELECT coalesce(c.category, m.category_slug) AS category, m.category_slug AS slug, m.n AS count
       FROM (${perCategory}) m
       LEFT JOIN category_stats c USING (category_slug)
       ORDER BY m.n DESC, m.category_slug`,
      params,
    );
  }

  /**
   * A page of the match in the asked order. One word in relevance, reviews or rating order reads
   * only the first `offset + limit` postings of each of its alternatives in that order off an
   * index (topOfOneWord), so the page is among them.
   */
  pageCards(asked: SearchMatch, limit: number, offset: number): Promise<SearchCardSource[]> {
    const match = inOrderRead(asked);
    const params: unknown[] = [];
    let ids: string;
    if (isOneWordInIndexOrder(match)) ids = topOfOneWord(match, params, limit, offset);
    else if (isNearestWalk(match) && match.origin) ids = nearestFirst(match, match.origin, params, limit, offset);
    else
      ids = `SELECT id FROM (${matchedRows(match, params, true)}) m ORDER BY ${orderOf(match.sort)}
             LIMIT $${params.push(limit)} OFFSET $${params.push(offset)}`;
    return this.cardsOf(ids, params);
  }

  /**
   * The first cards for the suggest drop-down: in relevance order, except for several common
   * words (`the s`), where ranking every match would cost hundreds of milliseconds per keystroke.
   * Then the postings of the rarest single-term word are read in rank order (name first, most
   * reviewed first) and the first businesses holding every other word are kept.
   */
  topCards(match: SearchMatch, limit: number): Promise<SearchCardSource[]> {
    const driver = commonDriver(match);
    if (driver === null) return this.pageCards({ ...match, sort: 'relevance' }, limit, 0);
    const params: unknown[] = [driver.term];
    const others = match.words.map((_, i) => i).filter((i) => i !== driver.word);
    return this.cardsOf(
      `SELECT p.business_id AS id FROM search_postings p
       WHERE p.term = $1${postingFilters('p', match, params)}${holdsEvery(match, others, 'p.business_id', params)}
       ORDER BY p.in_name DESC, p.review_count DESC, p.business_id LIMIT $${params.push(limit)}`,
      params,
    );
  }

  /** Cards of the approved businesses an id query gives, in its order, read in the same round trip. */
  private cardsOf(ids: string, params: unknown[]): Promise<SearchCardSource[]> {
    return this.db.query<SearchCardSource[]>(
      `SELECT ${SEARCH_CARD_COLUMNS} FROM unnest(ARRAY(${ids})) WITH ORDINALITY AS t(id, n)
       JOIN businesses b ON b.id = t.id AND b.is_approved ORDER BY t.n`,
      params,
    );
  }

  /** Every category holding approved businesses, by name. */
  async categoryNames(): Promise<Array<{ slug: string; category: string }>> {
    return this.db.query(`SELECT category_slug AS slug, category FROM category_stats WHERE business_count > 0`);
  }

  /** Those of the categories that hold approved businesses, with their counts. */
  async categoriesBySlug(slugs: string[]): Promise<CategoryCount[]> {
    if (slugs.length === 0) return [];
    return this.db.query(
      `SELECT category, category_slug AS slug, business_count AS count FROM category_stats
       WHERE category_slug = ANY ($1::text[]) AND business_count > 0`,
      [slugs],
    );
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
    const conditions = words.map((alternatives) => {
      const { terms, categories } = termsAndCategories(alternatives);
      return `(EXISTS (SELECT 1 FROM search_split(c.category) w WHERE w = ANY ($${params.push(terms)}::text[]))
               OR c.category_slug = ANY ($${params.push(categories)}::text[]))`;
    });
    return this.db.query(
      `SELECT c.category, c.category_slug AS slug, c.business_count AS count FROM category_stats c
       WHERE ${conditions.join(' AND ')} ORDER BY c.business_count DESC, c.category LIMIT $${params.push(limit)}`,
      params,
    );
  }

  /** Cities whose slug starts with `slugPrefix`, the largest first; within a country when given. */
  async citiesStartingWith(slugPrefix: string, countryCode: string | null, limit: number): Promise<CitySuggestion[]> {
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
 * The match with only the alternatives its order reads: ranking by kind (alternatives limited to the
 * categories of a term the word also holds plain) serves one word in relevance order, read off the
 * rank index. By rating, reviews or distance they would read the same businesses twice; with several
 * words every business already holds each word, and testing each posting against a word's
 * categories cost `thai food` 130 ms against 13.
 */
function inOrderRead(match: SearchMatch): SearchMatch {
  const oneWordByRelevance = match.sort === 'relevance' && match.words.length === 1;
  return oneWordByRelevance ? match : { ...match, words: match.words.map(widening) };
}

/**
 * One word whose counts the kept counts give: its largest plain alternative and the others, some
 * perhaps limited to categories; or only alternatives limited to categories none shares (`haircut`),
 * whose businesses are their categories' businesses holding the term.
 */
type CountedWord = { largest: string; others: Alternative[] } | { inCategories: Alternative[] };

/** One word in an order its postings' indexes hold: relevance and reviews (rank index), rating (rating index). */
function isOneWordInIndexOrder(match: SearchMatch): boolean {
  return match.words.length === 1 && match.sort !== 'distance';
}

/** A page read without finding the whole match first. */
function hasOwnPageRoad(match: SearchMatch): boolean {
  return isOneWordInIndexOrder(match) || isNearestWalk(match);
}

/**
 * One word, not limited to a place or to what is open now, whose likeliest alternative holds
 * more businesses than all the others together: its counts come from `search_term_counts`, and
 * only the others' postings are read. Null for any other match.
 */
function countedWord(match: SearchMatch): CountedWord | null {
  const [word] = match.words;
  if (match.words.length !== 1 || !word || match.place || match.openNow) return null;
  const bySize = widening(word).sort((a, b) => b.documents - a.documents || a.term.localeCompare(b.term));
  const categories = bySize.flatMap((a) => a.categories ?? []);
  const allInCategories = bySize.every((a) => a.categories);
  if (allInCategories && new Set(categories).size === categories.length) return { inCategories: bySize };
  const [largest, ...others] = bySize;
  if (!largest || largest.categories) return null;
  const othersDocuments = documentsOf(others);
  return largest.documents > othersDocuments ? { largest: largest.term, others } : null;
}

/**
 * Businesses per category of one word's alternatives, each business once: the largest
 * alternative's kept counts, then the other alternatives' businesses that do not hold the
 * largest (ix_search_postings_business answers that per business).
 */
function countsOfOneWord(word: CountedWord, minRating: number | undefined, params: unknown[]): string {
  const rated = minRating === undefined ? null : `$${params.push(minRating)}::numeric`;
  const ratedCounts = rated ? ` AND rating_tenths >= ceil(${rated} * 10)::int` : '';
  if ('inCategories' in word) {
    const pairs = word.inCategories.flatMap((a) => (a.categories ?? []).map((category) => [a.term, category]));
    const terms = `$${params.push(pairs.map(([term]) => term))}::text[]`;
    const categories = `$${params.push(pairs.map(([, category]) => category))}::text[]`;
    return `SELECT k.category_slug, sum(k.documents)::int AS n FROM unnest(${terms}, ${categories}) AS w(term, category_slug)
            JOIN search_term_counts k USING (term, category_slug)
            WHERE true${ratedCounts} GROUP BY k.category_slug HAVING sum(k.documents) > 0`;
  }
  const largest = `$${params.push(word.largest)}::text`;
  return `SELECT category_slug, sum(n)::int AS n FROM (
            SELECT category_slug, documents AS n FROM search_term_counts
            WHERE term = ${largest}${ratedCounts}
            UNION ALL
            SELECT o.category_slug, 1 FROM (
              SELECT DISTINCT p.business_id, p.category_slug FROM ${alternativesTable([word.others], params)}
              JOIN search_postings p ON ${ofAlternative('p')}${rated ? ` AND p.rating >= ${rated}` : ''}) o
            WHERE NOT EXISTS (SELECT 1 FROM search_postings q WHERE q.business_id = o.business_id AND q.term = ${largest})) c
          GROUP BY category_slug HAVING sum(n) > 0`;
}

/**
 * One row per matching business, with what its order needs when `ranked`: its match class (the
 * worst of its words' best alternatives), how far down its words' alternatives it matched, its
 * relevance (how many words are in its name), review count and rating, all read from the
 * postings' rank index. A place (or category) alone reads `businesses`.
 */
function matchedRows(match: SearchMatch, params: unknown[], ranked: boolean): string {
  const rows = match.words.length ? postingRows(match, params, ranked) : businessRows(match, params);
  if (!ranked || match.sort !== 'distance') return rows;
  const distance = match.origin ? distanceFrom('b', match.origin, params) : 'NULL::float8';
  return `SELECT m.*, ${distance} AS distance FROM (${rows}) m JOIN businesses b ON b.id = m.id`;
}

/** Filters read from a posting or a business row alike: both carry the columns. */
function postingFilters(alias: string, match: SearchMatch, params: unknown[]): string {
  const category = match.category ? ` AND ${alias}.category_slug = $${params.push(match.category)}` : '';
  const open = match.openNow ? ` AND ${openNow(alias)}` : '';
  return placeFilter(alias, match.place, params) + ratingFilter(alias, match.minRating, params) + category + open;
}

/** The columns of alternativesTable, in order, with their SQL array types. */
const ALTERNATIVE_COLUMNS = [
  ['word', 'int'],
  ['term', 'text'],
  ['matchClass', 'int'],
  ['position', 'int'],
  ['categories', 'text'],
] as const;

/**
 * The alternatives as parallel arrays: word index, term, match class, position, and the categories
 * the term is limited to (comma-separated, null for none). An alternative limited to categories
 * ranks first (its `rank`: the business is of the kind the word names); the others follow in the
 * word's order (the nearest and most frequent corrections first).
 */
function alternativesTable(words: Alternative[][], params: unknown[], indexes = words.map((_, i) => i)): string {
  const rows = indexes.flatMap((i) =>
    (words[i] ?? []).map((a, index) => ({
      ...a,
      categories: a.categories?.join(',') ?? null,
      word: i,
      position: a.rank ?? index + 2,
    })),
  );
  const arrays = ALTERNATIVE_COLUMNS.map(([key, type]) => `$${params.push(rows.map((r) => r[key]))}::${type}[]`);
  return `unnest(${arrays.join(', ')}) AS a(word, term, class, position, categories)`;
}

/** A posting `p` is of alternative `a`: its term, and one of its categories when the alternative names some. */
function ofAlternative(p: string): string {
  return `${p}.term = a.term AND (a.categories IS NULL OR ${p}.category_slug = ANY (string_to_array(a.categories, ',')))`;
}

/**
 * A word's plain terms, and the categories of its alternatives limited to categories whose term is
 * not also plain (those add businesses; the others only rank some of the term's businesses first).
 */
function termsAndCategories(alternatives: Alternative[]): { terms: string[]; categories: string[] } {
  const terms = alternatives.filter((a) => !a.categories).map((a) => a.term);
  const categories = alternatives.flatMap((a) => (a.categories && !terms.includes(a.term) ? a.categories : []));
  return { terms, categories };
}

/**
 * Several words, each in more than COMMON_WORD businesses: the word to read in rank order for
 * the drop-down, the one of a single term (its postings come in rank order off one index range)
 * with the fewest businesses. Null when the exact ranking is cheap enough, or no word qualifies.
 */
function commonDriver(match: SearchMatch): { word: number; term: string } | null {
  if (match.words.length < 2) return null;
  const documents = match.words.map(documentsOf);
  if (Math.min(...documents) <= COMMON_WORD) return null;
  const single = match.words
    .map((word, i) => ({ word: i, term: word[0]?.term, documents: documents[i] as number, terms: word.length }))
    .filter(
      (w): w is { word: number; term: string; documents: number; terms: number } =>
        w.terms === 1 && !(match.words[w.word] ?? []).some((a) => a.categories),
    )
    .sort((a, b) => a.documents - b.documents)[0];
  return single ? { word: single.word, term: single.term } : null;
}

/** Above this many businesses for the rarest word, the drop-down keeps the first businesses holding every word. */
const COMMON_WORD = 3000;

/** The typed words' indexes, the word with the fewest businesses first. */
function byRarity(match: SearchMatch): number[] {
  return match.words
    .map((word, i) => ({ i, documents: documentsOf(word) }))
    .sort((a, b) => a.documents - b.documents)
    .map((w) => w.i);
}

/**
 * The business `id` holds each of these words (one of its alternatives). An alternative limited to a
 * category is held by every business of that category, whose postings all carry its slug.
 */
function holdsEvery(match: SearchMatch, words: number[], id: string, params: unknown[]): string {
  return words
    .map((i) => {
      const { terms, categories } = termsAndCategories(match.words[i] ?? []);
      const inCategory = categories.length ? ` OR q.category_slug = ANY ($${params.push(categories)}::text[])` : '';
      return ` AND EXISTS (SELECT 1 FROM search_postings q WHERE q.business_id = ${id}
                     AND (q.term = ANY ($${params.push(terms)}::text[])${inCategory}))`;
    })
    .join('');
}

/**
 * The postings of the word with the fewest businesses drive; a business is kept when it holds
 * every other word (a semi-join on ix_search_postings_term_business: a hash or a merge of each
 * word's businesses, or a probe per business, as the planner finds cheaper). When `ranked`, the
 * kept businesses' own postings of the other words (ix_search_postings_business) give their match
 * class, position and name words.
 */
function postingRows(match: SearchMatch, params: unknown[], ranked: boolean): string {
  const [driverWord, ...others] = byRarity(match);
  // Unranked, only the alternatives that add businesses are read.
  const driverWords = ranked ? match.words : match.words.map(widening);
  const driverAlternatives = alternativesTable(driverWords, params, [driverWord as number]);
  const filters = postingFilters('p', match, params) + holdsEvery(match, others, 'p.business_id', params);
  const single = (driverWords[driverWord as number]?.length ?? 0) === 1;
  if (!ranked) {
    return `SELECT ${single ? '' : 'DISTINCT '}p.business_id AS id, p.category_slug
            FROM ${driverAlternatives} JOIN search_postings p ON ${ofAlternative('p')} WHERE true${filters}`;
  }
  const driver = `SELECT p.business_id AS id, min(a.class) AS class, min(a.position) AS position,
                         bool_or(p.in_name) AS in_name, min(p.review_count) AS reviews, min(p.rating) AS rating,
                         min(p.category_slug) AS category_slug
                  FROM ${driverAlternatives} JOIN search_postings p ON ${ofAlternative('p')} WHERE true${filters}
                  GROUP BY p.business_id`;
  if (others.length === 0) {
    return `SELECT id, class, position, in_name::int AS relevance, reviews, rating, category_slug FROM (${driver}) d`;
  }
  const ranks = others.map((i, k) => {
    const alternatives = alternativesTable(match.words, params, [i]);
    return `CROSS JOIN LATERAL (
              SELECT min(a.class) AS class, min(a.position) AS position, bool_or(p.in_name) AS in_name
              FROM search_postings p JOIN ${alternatives} ON ${ofAlternative('p')}
              WHERE p.business_id = d.id) w${k}`;
  });
  const each = (column: string) => others.map((_, k) => `w${k}.${column}`);
  return `SELECT d.id, greatest(d.class, ${each('class').join(', ')}) AS class,
                 d.position + ${each('position').join(' + ')} AS position,
                 d.in_name::int + ${each('in_name')
                   .map((c) => `${c}::int`)
                   .join(' + ')} AS relevance,
                 d.reviews, d.rating, d.category_slug
          FROM (${driver}) d ${ranks.join(' ')}`;
}

/**
 * A page of one word in an indexed order: each alternative's first `offset + limit` postings in
 * that order, each business once (at its best alternative in relevance order), then the page. A
 * business's rating and review count are the same in all its postings, so the page is among them.
 */
function topOfOneWord(match: SearchMatch, params: unknown[], limit: number, offset: number): string {
  const alternatives = alternativesTable(match.words, params);
  const filters = postingFilters('p', match, params);
  const depth = `$${params.push(limit + offset)}`;
  const columns = 'p.business_id, p.in_name, p.review_count, p.rating';
  const first = (where: string, order: string) =>
    `(SELECT ${columns} FROM search_postings p WHERE ${ofAlternative('p')}${where}${filters} ORDER BY ${order} LIMIT ${depth})`;
  // The rank index puts names first; by reviews, the name and the other postings are two ranges.
  const postings = {
    relevance: first('', 'p.in_name DESC, p.review_count DESC, p.business_id'),
    reviews: `${first(' AND p.in_name', 'p.review_count DESC, p.business_id')} UNION ALL
              ${first(' AND NOT p.in_name', 'p.review_count DESC, p.business_id')}`,
    rating: first('', 'p.rating DESC NULLS LAST, p.review_count DESC, p.business_id'),
  }[match.sort === 'distance' ? 'relevance' : match.sort];
  return `SELECT id FROM (
            SELECT DISTINCT ON (p.business_id) p.business_id AS id, a.class, a.position, p.in_name::int AS relevance,
                   p.review_count AS reviews, p.rating
            FROM ${alternatives} CROSS JOIN LATERAL (${postings}) p
            ORDER BY p.business_id, a.class, a.position, p.in_name DESC) best
          ORDER BY ${orderOf(match.sort)}
          LIMIT $${params.push(limit)} OFFSET $${params.push(offset)}`;
}

/** Nearest first is walked for words; a city narrows the match enough to measure each. */
function isNearestWalk(match: SearchMatch): boolean {
  const inCities = match.place !== null && 'cities' in match.place;
  return match.sort === 'distance' && match.origin !== undefined && match.words.length > 0 && !inCities;
}

/**
 * Nearest first: each alternative of the rarest word walks its postings nearest first
 * (ix_search_postings_location, a GiST index over word and point) and keeps those of businesses
 * holding every other word, until it has a few times the page's depth; those are ordered by
 * great-circle distance. The index measures in plain degrees, which stretch east–west away from
 * the equator, hence the margin. Businesses without coordinates come last, as in the other
 * orders, from their own small index (ix_businesses_no_location).
 */
function nearestFirst(
  match: SearchMatch,
  origin: { lat: number; lng: number },
  params: unknown[],
  limit: number,
  offset: number,
): string {
  const [driverWord, ...others] = byRarity(match);
  const alternatives = alternativesTable(match.words, params, [driverWord as number]);
  const filters = postingFilters('p', match, params) + holdsEvery(match, others, 'p.business_id', params);
  const distance = distanceFrom('p', origin, params);
  const point = `point($${params.push(origin.lng)}::float8, $${params.push(origin.lat)}::float8)`;
  const depth = `$${params.push(offset + limit)}::int`;
  const everyWord = match.words.map((_, i) => i);
  const unlocated = postingFilters('b', match, params) + holdsEvery(match, everyWord, 'b.id', params);
  return `SELECT id FROM (
            (SELECT DISTINCT n.business_id AS id, n.distance FROM ${alternatives} CROSS JOIN LATERAL (
               SELECT p.business_id, ${distance} AS distance FROM search_postings p
               WHERE ${ofAlternative('p')} AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL${filters}
               ORDER BY point(p.longitude, p.latitude) <-> ${point}
               LIMIT ${NEAREST_MARGIN} * ${depth}) n)
            UNION ALL
            (SELECT b.id, NULL FROM businesses b
             WHERE b.is_approved AND (b.latitude IS NULL OR b.longitude IS NULL)${unlocated}
             ORDER BY b.id LIMIT ${depth})) nearest
          ORDER BY distance NULLS LAST, id LIMIT $${params.push(limit)} OFFSET $${params.push(offset)}`;
}

/** How many times the page's depth the KNN walk gathers before ordering by great-circle distance. */
const NEAREST_MARGIN = 4;

function businessRows(match: SearchMatch, params: unknown[]): string {
  return `SELECT b.id, 0 AS class, 0 AS position, 0 AS relevance, b.review_count AS reviews, b.rating, b.category_slug
          FROM businesses b WHERE b.is_approved${postingFilters('b', match, params)}`;
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
      return 'class, position, relevance DESC, reviews DESC, id';
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
 * Open at this moment on the business's own clock (UTC when it has no time zone): its open week
 * (minutes since Sunday 00:00, kept from its hours by a trigger, see the open-weeks migration)
 * holds the minute it is now there.
 */
function openNow(alias: string): string {
  return `${alias}.open_week @> week_minute(${alias}.time_zone)`;
}
