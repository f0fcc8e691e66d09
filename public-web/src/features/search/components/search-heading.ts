import { truncate, type SearchQuery } from '@directory/shared';

/** A heading names at most this many characters of each term; the rest is cut with an ellipsis. */
const TERM_IN_HEADING = 80;

/** 'Results for “dentist” in London', '… near you', or what else the search holds. */
export function searchHeading({ q: rawQ, where: rawWhere, lat }: SearchQuery): string {
  const q = truncate(rawQ, TERM_IN_HEADING);
  const where = truncate(rawWhere, TERM_IN_HEADING);
  const place = where ? ` in ${where}` : lat !== null ? ' near you' : '';
  if (q) return `Results for “${q}”${place}`;
  if (place) return `Results for businesses${place}`;
  return 'Search results';
}
