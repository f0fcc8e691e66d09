import { transliterate } from './transliterate.js';

/** Import header key: `reviewCount`, `review_count` and `Review Count` all give `reviewcount` (docs/behaviour.md §5). */
export function normalizeHeader(header: string): string {
  return transliterate(header)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
