import { slugify, transliterate } from '@directory/shared';
import { countryCodesContaining } from '../common/country-names.js';
import type { CityFilter } from './directory.repository.js';

/** A longer `q` names no city; the cap keeps a hostile one as cheap as any. */
export const MAX_CITY_QUERY_LENGTH = 100;

const ASCII = /^[\x20-\x7e]*$/;

/**
 * docs/behaviour.md §3 `letter` and `q` of a city list. `q` is matched case- and accent-insensitively as a
 * slug (`Köln`, `koln` → `koln`), and against the countries whose name or code contains it; a blank
 * `q` keeps every city.
 */
export function cityFilter(query: { letter?: string; q?: string }, countryCode?: string): CityFilter {
  const q = (query.q ?? '').trim().slice(0, MAX_CITY_QUERY_LENGTH);
  const filter: CityFilter = {};
  if (countryCode) filter.countryCode = countryCode;
  if (query.letter) filter.letter = query.letter.toLowerCase();
  if (q) {
    const slug = slugify(q);
    filter.text = {
      slug: slug || null,
      // Names in other scripts have made-up slugs (`city-3f2a`), and slugs drop punctuation.
      name: slug && ASCII.test(transliterate(q)) ? null : q,
      countryCodes: countryCodesContaining(q),
    };
  }
  return filter;
}
