import { PLACE_NAME_GROUPS } from './place-names.data.js';
import { slugify } from './slugify.js';

/** How place names are compared: by slug, or, for a script a slug drops (`Москва`), in lower case. */
export function placeNameKey(name: string): string {
  return slugify(name) || name.trim().normalize('NFC').toLowerCase();
}

const groupByKey = new Map<string, readonly string[]>();
for (const group of PLACE_NAME_GROUPS) for (const name of group) groupByKey.set(placeNameKey(name), group);

/** The other names of the city `name` is a name of (`München` → Munich, Monaco di Baviera). */
export function otherPlaceNames(name: string): string[] {
  const key = placeNameKey(name);
  return (groupByKey.get(key) ?? []).filter((other) => placeNameKey(other) !== key);
}
