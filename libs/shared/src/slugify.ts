import { transliterate } from './transliterate.js';

/** Lower-case ASCII slug `[a-z0-9-]` with no double or edge hyphens; may be empty. */
export function slugify(text: string): string {
  return transliterate(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
