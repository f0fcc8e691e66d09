import { Injectable } from '@nestjs/common';
import { otherPlaceNames, searchWords, slugify } from '@directory/shared';
import { countryName, resolveCountryCode } from '../common/country-names.js';
import { readWord } from './search-alternatives.js';
import { NamedCity, SearchPlace, SearchRepository } from './search.repository.js';
import { SearchTermsRepository } from './search-terms.repository.js';

/** Place names longer than this many words are found by their exact name only, never corrected. */
const MAX_PLACE_WORDS = 8;

export interface PlaceReading {
  /** Null when `where` names no known place (or is empty). */
  place: SearchPlace;
  /** The place's own name when found (`London` for `londn`), else `where` as typed. */
  understood: string;
}

/**
 * docs/behaviour.md §10 `where`: a city (by any of its names: `München` or `Munich`), a country name
 * (English or local) or code, or "City, Country", each word with the typo rules of `q` against the
 * words of city and country names (no prefix: a place is typed whole).
 */
@Injectable()
export class SearchPlacesService {
  constructor(
    private readonly search: SearchRepository,
    private readonly terms: SearchTermsRepository,
  ) {}

  async read(where: string): Promise<PlaceReading> {
    const text = where.trim();
    if (!text) return { place: null, understood: '' };
    const comma = text.lastIndexOf(',');
    const country = comma > 0 ? await this.country(text.slice(comma + 1)) : null;
    if (country) {
      const cities = (await this.cities(text.slice(0, comma))).filter((c) => c.countryCode === country);
      if (cities.length) return found(cities);
      return { place: { countryCode: country }, understood: countryName(country).name };
    }
    const whole = await this.country(text);
    if (whole) return { place: { countryCode: whole }, understood: countryName(whole).name };
    const cities = await this.cities(text);
    return cities.length ? found(cities) : { place: null, understood: text };
  }

  private async country(text: string): Promise<string | null> {
    const code = resolveCountryCode(text);
    if (code) return code;
    const corrected = await this.corrected(text);
    return corrected ? resolveCountryCode(corrected) : null;
  }

  private async cities(text: string): Promise<NamedCity[]> {
    const exact = await this.search.citiesBySlug(slugify(text));
    if (exact.length) return exact;
    // Its other names (`München` is stored as Munich), before any typo correction.
    for (const name of otherPlaceNames(text)) {
      const named = await this.search.citiesBySlug(slugify(name));
      if (named.length) return named;
    }
    const corrected = await this.corrected(text);
    return corrected ? this.search.citiesBySlug(slugify(corrected)) : [];
  }

  /** The text with each word replaced by the place word it most likely stands for; null when unchanged or unknown. */
  private async corrected(text: string): Promise<string | null> {
    const words = searchWords(text);
    if (words.length > MAX_PLACE_WORDS) return null;
    const found = await this.terms.candidates(words, 'places', false);
    const read = words.map((word, i) => (found[i] ? readWord(word, found[i], false).understood : null));
    if (read.some((w) => w === null)) return null;
    const corrected = read.join(' ');
    return corrected === words.join(' ') ? null : corrected;
  }
}

function found(cities: NamedCity[]): PlaceReading {
  return { place: { cities }, understood: (cities[0] as NamedCity).city };
}
