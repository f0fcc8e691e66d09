import { slugify } from './slugify.js';

const SUFFIX_LENGTH = 6;
const SUFFIX_SPACE = 36 ** SUFFIX_LENGTH;
const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const SUFFIXED_SLUG = /^(.+)-([a-z0-9]{6})$/;

/** Six `[a-z0-9]` characters derived from the place_id: FNV-1a (32-bit) in base 36, so stable across re-imports. */
export function placeIdSuffix(placeId: string): string {
  let hash = FNV_OFFSET_BASIS;
  for (let i = 0; i < placeId.length; i++) {
    hash ^= placeId.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return ((hash >>> 0) % SUFFIX_SPACE).toString(36).padStart(SUFFIX_LENGTH, '0');
}

/** docs/behaviour.md §2 business slug: slugified name (or `business`), a hyphen, then the place_id suffix. */
export function businessSlug(name: string, placeId: string): string {
  return `${slugify(name) || 'business'}-${placeIdSuffix(placeId)}`;
}

export interface BusinessSlugParts {
  namePart: string;
  suffix: string | null;
}

/** Splits off a trailing `-` + 6 `[a-z0-9]`; a name whose last word has 6 characters looks the same, so callers must try both. */
export function splitBusinessSlug(slug: string): BusinessSlugParts {
  const match = SUFFIXED_SLUG.exec(slug);
  if (!match) return { namePart: slug, suffix: null };
  return { namePart: match[1] ?? slug, suffix: match[2] ?? null };
}
