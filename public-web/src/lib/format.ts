import { toCount, transliterate } from '@directory/shared';

/**
 * Text as list search boxes compare it: accents folded to their base letters and lower-cased, so
 * `sao` finds São Paulo and `koln` finds Köln (as the API's city search does, docs/behaviour.md §3).
 */
export const foldForSearch = (text: string): string => transliterate(text).toLowerCase();

/** 12345 → '12,345'. */
export const formatNumber = (value: number | string | null | undefined): string =>
  Math.round(toCount(value)).toLocaleString('en-US');

/** docs/screens.md §2 business card: "numeric rating (default 0.0)". */
export function formatRating(rating: number | string | null | undefined): string {
  const n = typeof rating === 'string' ? Number(rating) : rating;
  return typeof n === 'number' && Number.isFinite(n) ? Math.min(5, Math.max(0, n)).toFixed(1) : '0.0';
}

/** 'Auto-Repair' slug part → 'Auto Repair' (docs/screens.md §2 category heading: "hyphens in the slug turned into spaces"). */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
