export interface AmenityInput {
  amenityType: string;
  hasAmenity: boolean;
}

export interface Amenity {
  name: string;
  available: boolean;
}

const NEGATIVE_WORDS = new Set(['', 'false', 'no', '0', 'none', 'null']);

function toFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return !NEGATIVE_WORDS.has(value.trim().toLowerCase());
  return false;
}

const tidy = (name: string) => name.replace(/\s+/g, ' ').trim();
const innerName = (key: string) => tidy(key.replace(/-/g, ' '));

// Scrapers nest flags as {"Group":{"Flag":true}}, {"Group":[{"Flag":true}]} or {"Group":["Flag"]}.
function fromGroup(group: unknown): Amenity[] {
  const items = Array.isArray(group) ? group : [group];
  return items.flatMap((item): Amenity[] => {
    if (typeof item === 'string') return [{ name: innerName(item), available: true }];
    if (typeof item !== 'object' || item === null) return [];
    return Object.entries(item).map(([key, value]) => ({ name: innerName(key), available: toFlag(value) }));
  });
}

function fromJson(parsed: unknown): Amenity[] {
  if (Array.isArray(parsed)) return fromGroup(parsed);
  if (typeof parsed !== 'object' || parsed === null) return [];
  return Object.entries(parsed).flatMap(([key, value]): Amenity[] =>
    typeof value === 'object' && value !== null ? fromGroup(value) : [{ name: tidy(key), available: toFlag(value) }],
  );
}

function expandOne({ amenityType, hasAmenity }: AmenityInput): Amenity[] {
  const type = amenityType.trim();
  if (type.startsWith('{') || type.startsWith('[')) {
    try {
      return fromJson(JSON.parse(type));
    } catch {
      // Same fallback as the description rule: strip braces, quotes and brackets.
      return [{ name: tidy(type.replace(/[{}[\]"]/g, ' ')), available: hasAmenity }];
    }
  }
  return [{ name: tidy(type), available: hasAmenity }];
}

/** docs/screens.md §5 amenity expansion; the first entry of a name wins, names compared case-insensitively. */
export function expandAmenities(amenities: readonly AmenityInput[]): Amenity[] {
  const seen = new Set<string>();
  return amenities.flatMap(expandOne).filter(({ name }) => {
    const key = name.toLowerCase();
    if (!name || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
