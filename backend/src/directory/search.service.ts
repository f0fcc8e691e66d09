import { Injectable } from '@nestjs/common';
import { type SearchResult, slugify } from '@directory/shared';
import { toBusinessCard } from '../businesses/business.mappers.js';
import { resolveCountryCode } from './country-names.js';
import type { SearchQueryDto } from './dto/search.query.dto.js';
import { pageSlice } from './paging.js';
import { SearchPlace, SearchRepository, SearchWord } from './search.repository.js';

/** Search inputs are free text (spec §5); only this much of them is read. */
const MAX_TEXT = 200;
const MAX_WORDS = 5;
/** Known words tried in place of a word that is not in the index. */
const VARIANTS = 3;
/** Shorter words are matched whole: as prefixes they would match most of the directory. */
const MIN_PREFIX = 3;

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** One tsquery group per word: the word as typed (a prefix, so "resta" finds "restaurant") or a close known word. */
export function wordGroup({ word, variants }: SearchWord): string {
  const typed = word.length >= MIN_PREFIX ? `${quote(word)}:*` : quote(word);
  const others = variants.filter((v) => v !== word).map(quote);
  return others.length ? `(${[typed, ...others].join(' | ')})` : typed;
}

/**
 * `GET /api/search` (CONTRACT §3). Every word of `q` must be found in the business's name
 * or category (full text over the ix_businesses_search GIN index), typo-tolerant: a word
 * the directory does not hold is also tried as its nearest known words by trigram
 * similarity (pg_trgm on `search_terms`). `where` is resolved first to a country (code or
 * name) or to cities (name, "City, Country", or the nearest city name), so it narrows the
 * index scan. Ranking: businesses whose category holds more of the words first, then the
 * most reviewed.
 */
@Injectable()
export class SearchService {
  constructor(private readonly search: SearchRepository) {}

  async find(dto: SearchQueryDto): Promise<SearchResult> {
    const q = (dto.q ?? '').slice(0, MAX_TEXT);
    const where = (dto.where ?? '').slice(0, MAX_TEXT);
    const empty = (): SearchResult => ({ q, where, total: 0, ...pageSlice(0, dto), businesses: [] });
    const [words, place] = await Promise.all([
      q.trim() ? this.search.words(q, VARIANTS) : Promise.resolve([]),
      where.trim() ? this.resolvePlace(where) : Promise.resolve(null),
    ]);
    if (q.trim() && words.length === 0) return empty();
    if (where.trim() && place === null) return empty();
    if (words.length === 0 && place === null) return empty();

    const groups = words.slice(0, MAX_WORDS).map(wordGroup);
    const query = groups.length ? groups.join(' & ') : null;
    const tiers = this.tiers(await this.search.matchingCategories(groups), groups.length);
    let slice = pageSlice(Number.MAX_SAFE_INTEGER, dto);
    let result = await this.search.page(query, tiers, place, slice.limit, slice.offset);
    let total = result.total;
    if (result.rows.length === 0 && slice.offset > 0) {
      // Past the last page: show the last one (CONTRACT §3 clamps out-of-range pages).
      total = await this.search.count(query, place);
      slice = pageSlice(total, dto);
      result = total > 0 ? await this.search.page(query, tiers, place, slice.limit, slice.offset) : result;
    }
    const { page, limit, totalPages } = pageSlice(total, { page: slice.page, limit: slice.limit });
    return { q, where, total, page, limit, totalPages, businesses: result.rows.map(toBusinessCard) };
  }

  private tiers(matches: Array<{ slug: string; score: number }>, words: number): string[][] {
    const tiers: string[][] = Array.from({ length: words }, () => []);
    for (const { slug, score } of matches) tiers[Math.min(score, words) - 1].push(slug);
    return tiers;
  }

  /** null when `where` names no known place. */
  private async resolvePlace(where: string): Promise<SearchPlace> {
    const text = where.trim();
    const country = resolveCountryCode(text);
    if (country) return { countryCode: country };
    const cities = await this.search.citiesBySlug(slugify(text));
    if (cities.length) return { cities };
    const comma = text.lastIndexOf(',');
    if (comma > 0) {
      const inCountry = resolveCountryCode(text.slice(comma + 1));
      const cityText = text.slice(0, comma).trim();
      if (inCountry) {
        const exact = (await this.search.citiesBySlug(slugify(cityText))).filter((c) => c.countryCode === inCountry);
        if (exact.length) return { cities: exact };
        const near = await this.search.nearestCity(cityText, inCountry);
        return near ? { cities: [near] } : { countryCode: inCountry };
      }
    }
    const near = await this.search.nearestCity(text, null);
    return near ? { cities: [near] } : null;
  }
}
