import { MaxLength } from 'class-validator';

/**
 * docs/behaviour.md §3: `q` and `where` hold at most 200 characters (400 beyond); every other free-text
 * query parameter keeps the same bound, so no text reaches a query unbounded.
 */
export const MAX_QUERY_TEXT = 200;

/** At most MAX_QUERY_TEXT characters, with a message naming the field. */
export const QueryText = (field: string) =>
  MaxLength(MAX_QUERY_TEXT, { message: `${field} must be at most ${MAX_QUERY_TEXT} characters` });
