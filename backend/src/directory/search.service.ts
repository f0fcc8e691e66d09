import { Injectable } from '@nestjs/common';
import {
  distanceKm,
  readIntent,
  type SearchCard,
  type SearchResult,
  type SearchSort,
  type SearchUnderstood,
  searchWords,
} from '@directory/shared';
import { toBusinessCard } from '../businesses/business.mappers.js';
import { pageSlice } from '../common/paging/page-slice.js';
import type { SearchQueryDto } from './dto/search.query.dto.js';
import { documentsOf, readWord, type WordReading } from './search-alternatives.js';
import { isEnglishWord } from './english-words.js';
import { SearchQueryReader } from './search-query-reader.service.js';
import { type PlaceReading, SearchPlacesService } from './search-places.service.js';
import { type SearchMatch, SearchRepository } from './search.repository.js';
import type { Vocabulary } from './search-terms.repository.js';

/** Search inputs are free text (docs/screens.md §5); only this many of their words are matched. */
export const MAX_WORDS = 5;
/** Words read for intent (`best pizza near me open now` is six) before MAX_WORDS are kept to match. */
const MAX_TYPED_WORDS = 12;
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

/** What `q` and `where` were read as, before the match. */
interface SearchReading {
  words: WordReading[];
  /** Whether `q` held any word at all. */
  typed: boolean;
  ignored: string[];
  place: PlaceReading;
  openNow: boolean;
  sort: SearchSort;
}

/**
 * `GET /api/search` (docs/behaviour.md §3, §10) over `search_postings` (one row per approved business and
 * folded word of its name or category). `q` is first read for intent (readIntent: `near me`,
 * `open now`, `in {place}`, filler); each remaining word stands for the known words it matches
 * exactly, through its forms and synonyms, as a prefix (the last word) or, when it matches nothing
 * and is no real word, within its typo budget (SearchQueryReader). A business must match every
 * word; when none does, the most common word is dropped and the search runs again. Ranking: the
 * worst of its words' match classes (exact, prefix, one typo, two typos), then how many words are
 * in its name, then review count.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly search: SearchRepository,
    private readonly places: SearchPlacesService,
    private readonly reader: SearchQueryReader,
  ) {}

  async find(dto: SearchQueryDto): Promise<SearchResult> {
    const q = dto.q ?? '';
    const where = dto.where ?? '';
    const origin = dto.lat !== undefined && dto.lng !== undefined ? { lat: dto.lat, lng: dto.lng } : undefined;
    const reading = await this.readSearch(q, where, dto, origin !== undefined);
    let words = reading.words.filter((w) => w.alternatives.length > 0);
    const ignored = [
      ...reading.ignored,
      ...reading.words.filter((w) => w.alternatives.length === 0).map((w) => w.typed),
    ];
    const empty = (understood: SearchUnderstood): SearchResult => ({
      q,
      where,
      understood,
      total: 0,
      ...withoutOffset(pageSlice(0, dto)),
      businesses: [],
      facets: { categories: [] },
    });
    const unmatched =
      (reading.typed && words.length === 0) ||
      (where.trim() !== '' && reading.place.place === null) ||
      (!reading.typed && reading.place.place === null && !dto.category);
    if (unmatched) return empty(understoodOf(q, words, ignored, reading.place));
    const asked = pageSlice(Number.MAX_SAFE_INTEGER, dto);
    const matchOf = (kept: WordReading[]): SearchMatch => ({
      words: kept.map((w) => w.alternatives),
      place: reading.place.place,
      category: dto.category,
      minRating: dto.minRating,
      openNow: reading.openNow,
      sort: reading.sort,
      origin,
    });
    let match = matchOf(words);
    let found = await this.search.countsAndPage(match, asked.limit, asked.offset);
    // docs/behaviour.md §10.1: words that match nothing together are tried with the typo corrections of
    // names among them, then dropped, the least informative first.
    if (found.counts.length === 0 && words.length > 1 && words.some((w) => w.corrections)) {
      words = words.map((w) => (w.corrections ? { ...w, alternatives: [...w.alternatives, ...w.corrections] } : w));
      match = matchOf(words);
      found = await this.search.countsAndPage(match, asked.limit, asked.offset);
    }
    while (found.counts.length === 0 && words.length > 1) {
      const common = mostCommon(words);
      ignored.push(common.typed);
      words = words.filter((w) => w !== common);
      match = matchOf(words);
      found = await this.search.countsAndPage(match, asked.limit, asked.offset);
    }
    const { counts } = found;
    const total = match.category
      ? (counts.find((c) => c.slug === match.category)?.count ?? 0)
      : counts.reduce((sum, c) => sum + c.count, 0);
    // A page past the last one shows the last one (docs/behaviour.md §3 clamps out-of-range values).
    const slice = pageSlice(total, dto);
    const cards =
      slice.offset === found.offset ? found.cards : await this.search.pageCards(match, slice.limit, slice.offset);
    const businesses = cards.map((card): SearchCard => {
      const base = toBusinessCard(card);
      return origin ? { ...base, distanceKm: distanceKm(origin, { lat: card.latitude, lng: card.longitude }) } : base;
    });
    return {
      q,
      where,
      understood: understoodOf(q, words, ignored, reading.place),
      total,
      ...withoutOffset(slice),
      businesses,
      facets: { categories: counts.slice(0, FACETS) },
    };
  }

  /** `q` read for intent and words, `where` (or `in {place}` of `q`) for a place. */
  private async readSearch(q: string, where: string, dto: SearchQueryDto, hasOrigin: boolean): Promise<SearchReading> {
    const typed = searchWords(q).slice(0, MAX_TYPED_WORDS);
    const read = readIntent(typed);
    // `in {place}` names a place only when `where` is empty and the place is known (`bed in a box` is not).
    const named = read.place !== null && where.trim() === '' ? await this.places.read(read.place) : null;
    const intent = named && !named.place ? readIntent(typed, false) : read;
    const [place, words] = await Promise.all([
      named?.place ? named : this.places.read(where),
      this.reader.read(intent.words.slice(0, MAX_WORDS)),
    ]);
    const asked = dto.sort ?? 'relevance';
    return {
      words,
      typed: typed.length > 0,
      ignored: intent.ignored,
      place,
      openNow: dto.openNow === true || intent.openNow,
      sort: intent.nearMe && hasOrigin && asked === 'relevance' ? 'distance' : asked,
    };
  }

  /**
   * `q` read as business words (as search reads them) and as place words, in one dictionary reading
   * (the suggest box: `pizz` suggests pizza places, `lond` London).
   */
  async readQueryAsBoth(q: string): Promise<Record<Vocabulary, QueryReading>> {
    const typed = searchWords(q).slice(0, MAX_WORDS);
    const { businesses: businessWords, places: placeWords } = await this.reader.readWithPlaces(typed, true);
    const places = typed.map((word, i) => {
      const found = placeWords[i] ?? { folded: word, candidates: [] };
      return readWord(word, found, i === typed.length - 1, [], isEnglishWord(found.folded));
    });
    return { businesses: readingOf(q, typed, businessWords), places: readingOf(q, typed, places) };
  }
}

function readingOf(q: string, typed: string[], read: WordReading[]): QueryReading {
  const words = read.filter((w) => w.alternatives.length > 0);
  const corrected = words.length !== typed.length || words.some((w) => w.understood !== w.typed);
  return {
    words,
    typed: typed.length > 0,
    typedCount: typed.length,
    understood: corrected ? words.map((w) => w.understood).join(' ') : q.trim(),
  };
}

/** What was searched: the words as understood (corrected), the place, and the words left out. */
function understoodOf(q: string, words: WordReading[], ignored: string[], place: PlaceReading): SearchUnderstood {
  const changed = ignored.length > 0 || words.some((w) => w.understood !== w.typed);
  return { q: changed ? words.map((w) => w.understood).join(' ') : q.trim(), where: place.understood, ignored };
}

/** The word whose alternatives hold the most businesses, the least informative; of equals, the last typed. */
function mostCommon(words: WordReading[]): WordReading {
  return words.reduce((most, w) => (documentsOf(w.alternatives) >= documentsOf(most.alternatives) ? w : most));
}

function withoutOffset({ page, limit, totalPages }: { page: number; limit: number; totalPages: number }) {
  return { page, limit, totalPages };
}
