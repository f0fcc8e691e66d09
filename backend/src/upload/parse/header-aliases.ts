import { normalizeHeader } from '@directory/shared';

export type ImportField =
  | 'name'
  | 'address'
  | 'category'
  | 'placeId'
  | 'countryCode'
  | 'phone'
  | 'latitude'
  | 'longitude'
  | 'rating'
  | 'reviewCount'
  | 'city'
  | 'website'
  | 'description'
  | 'imageUrl'
  | 'hours'
  | 'amenities'
  | 'approved';

/** docs/behaviour.md §5 header aliases, in priority order: the first column present wins. */
export const HEADER_ALIASES: Readonly<Record<ImportField, readonly string[]>> = {
  name: ['name', 'title', 'business_name', 'firma_adi'],
  address: ['address', 'full_address', 'street', 'adres'],
  category: ['category', 'type', 'main_category', 'category_name', 'categories'],
  placeId: ['place_id', 'placeid', 'google_place_id'],
  countryCode: ['country_code', 'countrycode', 'ulke_kodu'],
  phone: ['phone', 'phone_number', 'international_phone_number', 'telefon'],
  latitude: ['latitude', 'lat', 'location_lat'],
  longitude: ['longitude', 'lng', 'lon', 'location_lng'],
  rating: ['rating', 'total_score', 'stars'],
  reviewCount: ['review_count', 'reviews', 'reviews_count', 'user_ratings_total'],
  city: ['city'],
  website: ['website', 'site', 'url'],
  description: ['description'],
  imageUrl: ['image_url', 'photo', 'image', 'thumbnail'],
  hours: ['working_hours', 'hours', 'opening_hours'],
  amenities: ['about', 'amenities', 'additional_info'],
  approved: ['approved', 'is_approved'],
};

/**
 * The names the contract gives the fields (docs/behaviour.md §5 table): what the preview shows and what
 * the upload's `columns` mapping takes.
 */
export const FIELD_NAMES: Readonly<Record<ImportField, string>> = {
  name: 'name',
  address: 'address',
  category: 'category',
  placeId: 'place_id',
  countryCode: 'country_code',
  phone: 'phone',
  latitude: 'latitude',
  longitude: 'longitude',
  rating: 'rating',
  reviewCount: 'review_count',
  city: 'city',
  website: 'website',
  description: 'description',
  imageUrl: 'image_url',
  hours: 'hours',
  amenities: 'amenities',
  approved: 'approved',
};

const FIELD_BY_NAME: ReadonlyMap<string, ImportField> = new Map(
  (Object.entries(FIELD_NAMES) as Array<[ImportField, string]>).map(([field, name]) => [name, field]),
);

/** The field a contract name stands for, or undefined for an unknown name. */
export function fieldNamed(name: string): ImportField | undefined {
  return FIELD_BY_NAME.get(name);
}

/**
 * Fields chosen by hand for headers as they appear in the file (trimmed): they win over the
 * aliases; null leaves the column out.
 */
export type HeaderOverrides = ReadonlyMap<string, ImportField | null>;

/** The names the contract gives the required columns, used in error messages. */
export const REQUIRED_FIELDS: ReadonlyArray<readonly [ImportField, string]> = [
  ['name', 'name'],
  ['address', 'address'],
  ['category', 'category'],
  ['placeId', 'place_id'],
  ['countryCode', 'country_code'],
];

/**
 * Fields where a blank cell falls back to the next alias column of the same row.
 * Not `website`: Apify's `url` is the Google Maps link, not the business's site.
 */
const ROW_FALLBACK_EXCLUDED: ReadonlySet<ImportField> = new Set(['website']);

export interface ColumnMap {
  /** Column indexes per field, best alias first (only one unless the field falls back per row). */
  fields: Partial<Record<ImportField, number[]>>;
  /** Apify flattened `openingHours/0/day` + `openingHours/0/hours`. */
  hourPairs: Array<{ day: number; hours: number }>;
  /** Apify flattened `additionalInfo/Service options/0/Delivery`: one flag per column. */
  amenityFlags: Array<{ name: string; column: number }>;
  /** Apify flattened `categories/0`, used when no category column has a value. */
  categoryItem: number | null;
  /** Columns holding a list of categories (`categories`): the first item is the category. */
  listColumns: Set<number>;
  /** The field each column feeds (hours and amenities for flattened parts), null for none. */
  columnFields: Array<ImportField | null>;
}

const LOOKUP: ReadonlyMap<string, { field: ImportField; rank: number }> = new Map(
  (Object.entries(HEADER_ALIASES) as Array<[ImportField, readonly string[]]>).flatMap(([field, aliases]) =>
    aliases.map((alias, rank) => [normalizeHeader(alias), { field, rank }] as const),
  ),
);

const HOURS_KEYS = new Set(HEADER_ALIASES.hours.map(normalizeHeader));
const AMENITY_KEYS = new Set(HEADER_ALIASES.amenities.map(normalizeHeader));

/**
 * Maps a header row to field columns (docs/behaviour.md §5: case- and punctuation-insensitive). A header
 * in `overrides` takes the field given there, ahead of any column the aliases find for it.
 */
export function mapHeaders(
  headers: readonly string[],
  overrides: HeaderOverrides = new Map(),
): { map: ColumnMap; missing: string[] } {
  const ranked: Partial<Record<ImportField, Array<{ rank: number; column: number }>>> = {};
  const hourParts = new Map<string, { day?: number; hours?: number }>();
  const map: ColumnMap = {
    fields: {},
    hourPairs: [],
    amenityFlags: [],
    categoryItem: null,
    listColumns: new Set(),
    columnFields: headers.map(() => null),
  };

  headers.forEach((header, column) => {
    const chosen = overrides.get(header.trim());
    if (chosen !== undefined) {
      if (chosen !== null) (ranked[chosen] ??= []).push({ rank: -1, column });
      map.columnFields[column] = chosen;
      return;
    }
    const key = normalizeHeader(header);
    const known = LOOKUP.get(key);
    if (known) {
      (ranked[known.field] ??= []).push({ rank: known.rank, column });
      map.columnFields[column] = known.field;
      if (key === 'categories') map.listColumns.add(column);
      return;
    }
    const parts = header.split(/[/.]/).map((part) => part.trim());
    if (parts.length < 2) return;
    const head = normalizeHeader(parts[0] ?? '');
    const keys = parts.slice(1).map(normalizeHeader);
    if (head === 'categories' && keys.length === 1 && keys[0] === '0') {
      map.categoryItem = column;
      map.columnFields[column] = 'category';
    } else if (HOURS_KEYS.has(head) && keys.length === 2 && /^\d+$/.test(keys[0] ?? '')) {
      const pair = hourParts.get(keys[0] as string) ?? {};
      if (keys[1] === 'day') pair.day = column;
      if (keys[1] === 'hours') pair.hours = column;
      hourParts.set(keys[0] as string, pair);
    } else if (AMENITY_KEYS.has(head)) {
      const name = [...parts.slice(1)].reverse().find((part) => part !== '' && !/^\d+$/.test(part));
      if (name) {
        map.amenityFlags.push({ name, column });
        map.columnFields[column] = 'amenities';
      }
    }
  });

  for (const [field, columns] of Object.entries(ranked) as Array<
    [ImportField, Array<{ rank: number; column: number }>]
  >) {
    const ordered = columns.sort((a, b) => a.rank - b.rank || a.column - b.column).map((c) => c.column);
    map.fields[field] = ROW_FALLBACK_EXCLUDED.has(field) ? ordered.slice(0, 1) : ordered;
    for (const unused of ordered.slice(map.fields[field].length)) map.columnFields[unused] = null;
  }
  for (const pair of hourParts.values()) {
    if (pair.day !== undefined && pair.hours !== undefined) {
      map.hourPairs.push({ day: pair.day, hours: pair.hours });
      map.columnFields[pair.day] = 'hours';
      map.columnFields[pair.hours] = 'hours';
    }
  }
  const missing = REQUIRED_FIELDS.filter(([field]) => {
    if (field === 'category' && map.categoryItem !== null) return false;
    return !map.fields[field]?.length;
  }).map(([, label]) => label);
  return { map, missing };
}
