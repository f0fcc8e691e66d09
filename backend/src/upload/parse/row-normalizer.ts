import { businessSlug, placeIdSuffix, slugify } from '@directory/shared';
import { timeZoneOf } from '../../common/time-zone-of.js';
import { cityFromAddress } from './address-city.js';
import { AmenityEntry, mergeAmenities, parseAmenities, parseAmenityFlags } from './amenities-parser.js';
import { CellValue, cellText } from './cell-text.js';
import { nearestCity } from './city-locator.js';
import { toCountryCode } from './countries.js';
import { ColumnMap, ImportField, REQUIRED_FIELDS } from './header-aliases.js';
import { HoursEntry, parseHourPairs, parseHours } from './hours-parser.js';
import { parseApproved, parseCoordinates, parseCount, parseRating } from './values.js';

export interface ImportRow {
  /** Spreadsheet row (header = 1), or CSV record number (header record = 1). */
  rowNumber: number;
  name: string;
  slug: string;
  category: string;
  categorySlug: string;
  address: string;
  city: string | null;
  citySlug: string | null;
  countryCode: string;
  phone: string | null;
  website: string | null;
  imageUrl: string | null;
  description: string | null;
  rating: number | null;
  /** Null when the cell is blank. */
  reviewCount: number | null;
  latitude: number | null;
  longitude: number | null;
  placeId: string;
  /** Null when the file has no approval column (or the cell is blank). */
  isApproved: boolean | null;
  /** From the coordinates, else the country (see timeZoneOf). */
  timeZone: string | null;
  hours: HoursEntry[] | null;
  amenities: AmenityEntry[] | null;
}

export type RowOutcome = { kind: 'blank' } | { kind: 'error'; message: string } | { kind: 'row'; row: ImportRow };

/** Limits that keep every value inside its btree index entry. */
const MAX_LENGTH = { name: 500, category: 200, placeId: 300 } as const;
const MAX_CITY_LENGTH = 200;

const slugMemo = new Map<string, string>();

/**
 * Category and city slugs must not be empty (they are route keys): non-Latin names get a stable
 * hashed slug. A file repeats a few hundred of them, so they are worked out once.
 */
function keySlug(kind: string, text: string): string {
  const key = `${kind}|${text}`;
  let slug = slugMemo.get(key);
  if (slug === undefined) {
    if (slugMemo.size >= 20_000) slugMemo.clear();
    slug = slugify(text) || `${kind}-${placeIdSuffix(text)}`;
    slugMemo.set(key, slug);
  }
  return slug;
}

function firstListItem(text: string): string | null {
  if (text.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(text);
      if (Array.isArray(list)) return list.map((item) => cellText(item)).find((item) => item !== null) ?? null;
    } catch {
      // not JSON: a comma list
    }
  }
  return cellText(
    text
      .replace(/^\[|\]$/g, '')
      .split(/\s*[,;|]\s*/)[0]
      ?.replace(/^"|"$/g, ''),
  );
}

/** Reads, validates and completes one data row (docs/behaviour.md §5 per-row rules, §2 slug and city). */
export function normalizeRow(cells: readonly CellValue[], map: ColumnMap, rowNumber: number): RowOutcome {
  if (!cells.some((cell) => cellText(cell) !== null)) return { kind: 'blank' };

  const columnsOf = (field: ImportField) => map.fields[field] ?? [];
  const raw = (field: ImportField): CellValue => {
    const columns = columnsOf(field);
    for (const column of columns) if (cellText(cells[column]) !== null) return cells[column];
    return columns.length > 0 ? cells[columns[0] as number] : null;
  };
  const text = (field: ImportField): string | null => {
    for (const column of columnsOf(field)) {
      const value = cellText(cells[column]);
      if (value !== null) return map.listColumns.has(column) ? firstListItem(value) : value;
    }
    return null;
  };

  const name = text('name');
  const address = text('address');
  const category = text('category') ?? (map.categoryItem === null ? null : cellText(cells[map.categoryItem]));
  const placeId = text('placeId');
  const countryText = text('countryCode');
  const values: Record<ImportField, string | null> = {
    name,
    address,
    category,
    placeId,
    countryCode: countryText,
  } as Record<ImportField, string | null>;
  const blank = REQUIRED_FIELDS.filter(([field]) => values[field] === null).map(([, label]) => label);
  if (blank.length > 0) return error(rowNumber, `zorunlu alan boş: ${blank.join(', ')}`);
  const countryCode = toCountryCode(countryText);
  if (!countryCode) return error(rowNumber, `geçersiz ülke kodu "${countryText}" (ISO 3166 alpha-2 bekleniyor)`);
  if ((name as string).length > MAX_LENGTH.name)
    return error(rowNumber, `name çok uzun (en fazla ${MAX_LENGTH.name} karakter)`);
  if ((category as string).length > MAX_LENGTH.category) {
    return error(rowNumber, `category çok uzun (en fazla ${MAX_LENGTH.category} karakter)`);
  }
  if ((placeId as string).length > MAX_LENGTH.placeId) {
    return error(rowNumber, `place_id çok uzun (en fazla ${MAX_LENGTH.placeId} karakter)`);
  }

  const { latitude, longitude } = parseCoordinates(raw('latitude'), raw('longitude'));
  const hours =
    parseHours(text('hours')) ??
    (map.hourPairs.length > 0
      ? parseHourPairs(map.hourPairs.map((p) => [cellText(cells[p.day]), cellText(cells[p.hours])]))
      : null);
  const amenities = mergeAmenities(
    parseAmenities(text('amenities')),
    map.amenityFlags.length > 0
      ? parseAmenityFlags(map.amenityFlags.map((f) => [f.name, cellText(cells[f.column])]))
      : null,
  );

  let city = text('city');
  if (city !== null && city.length > MAX_CITY_LENGTH) city = null;
  if (city === null && latitude !== null && longitude !== null) city = nearestCity(latitude, longitude, countryCode);
  if (city === null) city = cityFromAddress(address);

  return {
    kind: 'row',
    row: {
      rowNumber,
      name: name as string,
      slug: businessSlug(name as string, placeId as string),
      category: category as string,
      categorySlug: keySlug('category', category as string),
      address: address as string,
      city,
      citySlug: city === null ? null : keySlug('city', city),
      countryCode,
      phone: text('phone'),
      website: text('website'),
      imageUrl: text('imageUrl'),
      description: text('description'),
      rating: parseRating(raw('rating')),
      reviewCount: parseCount(raw('reviewCount')),
      latitude,
      longitude,
      placeId: placeId as string,
      isApproved: parseApproved(raw('approved')),
      timeZone: timeZoneOf({ latitude, longitude, countryCode }),
      hours,
      amenities,
    },
  };
}

function error(rowNumber: number, text: string): RowOutcome {
  return { kind: 'error', message: `Satır ${rowNumber}: ${text}` };
}
