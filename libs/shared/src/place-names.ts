import { PLACE_NAME_GROUPS } from './place-names.data.js';
import { slugify } from './slugify.js';

const groupBySlug = new Map<string, readonly string[]>();
for (const group of PLACE_NAME_GROUPS) for (const name of group) groupBySlug.set(slugify(name), group);

/** The other names of the city `name` is a name of (`München` → Munich, Monaco di Baviera), by slug. */
export function otherPlaceNames(name: string): string[] {
  const slug = slugify(name);
  return (groupBySlug.get(slug) ?? []).filter((other) => slugify(other) !== slug);
}
