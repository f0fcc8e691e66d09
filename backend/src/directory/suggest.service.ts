import { Injectable } from '@nestjs/common';
import { slugify, type SuggestResult } from '@directory/shared';
import { toBusinessCard } from '../businesses/business.mappers.js';
import { countryName } from '../common/country-names.js';
import type { SuggestQueryDto } from './dto/suggest.query.dto.js';
import { SearchPlacesService } from './search-places.service.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';

/** Entries of each kind in the drop-down (docs/behaviour.md §3). */
export const SUGGESTIONS = 5;

const NOTHING: SuggestResult = { categories: [], cities: [], businesses: [] };

/**
 * `GET /api/suggest` (docs/behaviour.md §10): from the first letter typed, with the matching of search
 * (the last word as a prefix, typos within budget): categories whose name holds the words, cities
 * whose name starts with the words as read against place names, and the businesses search would
 * rank first.
 */
@Injectable()
export class SuggestService {
  constructor(
    private readonly searchService: SearchService,
    private readonly search: SearchRepository,
    private readonly places: SearchPlacesService,
  ) {}

  async suggest(dto: SuggestQueryDto): Promise<SuggestResult> {
    const where = dto.where ?? '';
    const q = dto.q ?? '';
    const [{ businesses: query, places: placeWords }, place] = await Promise.all([
      this.searchService.readQueryAsBoth(q),
      this.places.read(where),
    ]);
    const nothing = query.words.length === 0 && placeWords.words.length === 0;
    if (nothing || (where.trim() !== '' && place.place === null)) return NOTHING;
    const words = query.words.map((w) => w.alternatives);
    const inCountry = place.place && 'countryCode' in place.place ? place.place.countryCode : null;
    const citySlug = placeWords.words.length === placeWords.typedCount ? slugify(placeWords.understood) : '';
    const [categories, cities, cards] = await Promise.all([
      words.length ? this.search.categoriesMatching(words, SUGGESTIONS) : Promise.resolve([]),
      citySlug ? this.search.citiesStartingWith(citySlug, inCountry, SUGGESTIONS) : Promise.resolve([]),
      words.length
        ? this.search.topCards({ words, place: place.place, sort: 'relevance' }, SUGGESTIONS)
        : Promise.resolve([]),
    ]);
    return {
      categories,
      cities: cities.map((c) => ({ ...c, country: countryName(c.countryCode).name })),
      businesses: cards.map(toBusinessCard),
    };
  }
}
