import { expandAmenities } from '@directory/shared';
import { memoizeByText } from './memoize-by-text.js';

export interface AmenityEntry {
  amenityType: string;
  hasAmenity: boolean;
}

const MAX_AMENITIES = 200;
const MAX_NAME_LENGTH = 200;
const NEGATIVE = new Set(['false', 'no', '0', 'none', 'null', 'hayir', 'hayır', 'nein', 'n']);

function finish(entries: AmenityEntry[]): AmenityEntry[] | null {
  const seen = new Set<string>();
  const kept = entries.filter(({ amenityType }) => {
    const key = amenityType.toLowerCase();
    if (!amenityType || amenityType.length > MAX_NAME_LENGTH || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return kept.length > 0 ? kept.slice(0, MAX_AMENITIES) : null;
}

/**
 * docs/behaviour.md §5 amenities cell: nested JSON (`{"Service options":{"Delivery":true}}`, Apify's
 * `{"Service options":[{"Delivery":true}]}`), flat JSON, a JSON list or a comma list.
 * Stored one flag per row, expanded by the same rule the business page uses.
 */
export const parseAmenities = memoizeByText(parseAmenitiesText);

function parseAmenitiesText(text: string): AmenityEntry[] | null {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    return finish(
      expandAmenities([{ amenityType: trimmed, hasAmenity: true }]).map(({ name, available }) => ({
        amenityType: name,
        hasAmenity: available,
      })),
    );
  }
  return finish(
    trimmed
      .split(/\s*[,;|\n]\s*/)
      .map((name) => name.replace(/\s+/g, ' ').trim())
      .map((name) => ({ amenityType: name, hasAmenity: true })),
  );
}

/** Apify's flattened `additionalInfo/<group>/<n>/<flag>` columns: blank cells say nothing. */
export function parseAmenityFlags(flags: ReadonlyArray<readonly [string, string | null]>): AmenityEntry[] | null {
  return finish(
    flags
      .filter((flag): flag is [string, string] => flag[1] !== null)
      .map(([name, value]) => ({
        amenityType: name.replace(/\s+/g, ' ').trim(),
        hasAmenity: !NEGATIVE.has(value.trim().toLowerCase()),
      })),
  );
}

/** Both sources of one row, the cell's entries first. */
export function mergeAmenities(...lists: Array<AmenityEntry[] | null>): AmenityEntry[] | null {
  const given = lists.filter((list): list is AmenityEntry[] => list !== null);
  if (given.length <= 1) return given[0] ?? null;
  return finish(given.flat());
}
