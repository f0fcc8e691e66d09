import { Injectable } from '@nestjs/common';
import { type SearchResult, searchWords } from '@directory/shared';
import { toBusinessCard } from '../businesses/business.mappers.js';
import { pageSlice } from '../common/paging/page-slice.js';
import type { SearchQueryDto } from './dto/search.query.dto.js';
import { readWord, type WordReading } from './search-alternatives.js';
import { SearchPlacesService } from './search-places.service.js';
import { type SearchMatch, SearchRepository } from './search.repository.js';
import { SearchTermsRepository, type TypedWordCandidates, type Vocabulary } from './search-terms.repository.js';

/** Search inputs are free text (docs/screens.md §5); only this much of them is read. */
export const MAX_WORDS = 5;
/** docs/behaviour.md §10: "the 10 largest categories of the whole match". */
const FACETS = 10;

export interface QueryReading {
  /** Typed words that match something; a word matching nothing is left out. */
  words: WordReading[];
  /** Whether `q` held any word at all. */
  typed: boolean;
  /** How many words were read (at most MAX_WORDS). */
  typedCount: number;
  understood: string;
}

/**
 * `GET /api/search` (docs/behaviour.md §3, §10) over `search_postings` (one row per approved business and
 * folded word of its name or category). Each typed word stands for the known words it matches
 * exactly, as a prefix (the last word) or within its typo budget (SearchTermsRepository,
 * readWord); a business must match every word. Ranking: the worst of its words' match classes
 * (exact, prefix, one typo, two typos), then how many words are in its name, then review count.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly search: SearchRepository,
    private readonly terms: SearchTermsRepository,
    private readonly places: SearchPlacesService,
  ) {}

  async find(dto: SearchQueryDto): Promise<SearchResult> {
    const q = dto.q ?? '';
    const where = dto.where ?? '';
    const [query, place] = await Promise.all([this.readQuery(q), this.places.read(where)]);
    const understood = { q: query.understood, where: place.understood };
    const unmatched =
      (query.typed && query.words.length === 0) ||
      (where.trim() !== '' && place.place === null) ||
      (!query.typed && place.place === null && !dto.category);
    if (unmatched) {
      return {
        q,
        where,
        understood,
        total: 0,
        ...withoutOffset(pageSlice(0, dto)),
        businesses: [],
        facets: { categories: [] },
      };
    }
    const match: SearchMatch = {
      words: query.words.map((w) => w.alternatives),
      place: place.place,
      category: dto.category,
      minRating: dto.minRating,
      openNow: dto.openNow === true,
      sort: dto.sort ?? 'relevance',
      origin: dto.lat !== undefined && dto.lng !== undefined ? { lat: dto.lat, lng: dto.lng } : undefined,
    };
    const asked = pageSlice(Number.MAX_SAFE_INTEGER, dto);
    const found = await this.search.countsAndPage(match, asked.limit, asked.offset);
    const { counts } = found;
    const total = match.category
      ? (counts.find((c) => c.slug === match.category)?.count ?? 0)
      : counts.reduce((sum, c) => sum + c.count, 0);
    // A page past the last one shows the last one (docs/behaviour.md §3 clamps out-of-range values).
    const slice = pageSlice(total, dto);
    const cards =
      slice.offset === found.offset ? found.cards : await this.search.pageCards(match, slice.limit, slice.offset);
    const businesses = cards.map(toBusinessCard);
    return {
      q,
      where,
      understood,
      total,
      ...withoutOffset(slice),
      businesses,
      facets: { categories: counts.slice(0, FACETS) },
    };
  }

  /** The typed words with what each stands for; the last one also as a prefix. */
  async readQuery(q: string): Promise<QueryReading> {
    const typed = searchWords(q).slice(0, MAX_WORDS);
    return readingOf(q, typed, await this.terms.candidates(typed, 'businesses', true));
  }

  /** `q` read as business words and as place words, in one dictionary reading (the suggest box). */
  async readQueryAsBoth(q: string): Promise<Record<Vocabulary, QueryReading>> {
    const typed = searchWords(q).slice(0, MAX_WORDS);
    const found = await this.terms.candidatesIn(typed, ['businesses', 'places'], true);
    return { businesses: readingOf(q, typed, found.businesses), places: readingOf(q, typed, found.places) };
  }
}

function readingOf(q: string, typed: string[], found: TypedWordCandidates[]): QueryReading {
  const words = typed
    .map((word, i) => readWord(word, found[i] ?? { folded: word, candidates: [] }, i === typed.length - 1))
    .filter((w) => w.alternatives.length > 0);
  const corrected = words.length !== typed.length || words.some((w) => w.understood !== w.typed);
  return {
    words,
    typed: typed.length > 0,
    typedCount: typed.length,
    understood: corrected ? words.map((w) => w.understood).join(' ') : q.trim(),
  };
}

function withoutOffset({ page, limit, totalPages }: { page: number; limit: number; totalPages: number }) {
  return { page, limit, totalPages };
}
