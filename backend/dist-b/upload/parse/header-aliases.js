import { normalizeHeader } from '@directory/shared';
/** CONTRACT §5 header aliases, in priority order: the first column present wins. */
export const HEADER_ALIASES = {
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
/** The names the contract gives the required columns, used in error messages. */
export const REQUIRED_FIELDS = [
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
const ROW_FALLBACK_EXCLUDED = new Set(['website']);
const LOOKUP = new Map(Object.entries(HEADER_ALIASES).flatMap(([field, aliases]) => aliases.map((alias, rank) => [normalizeHeader(alias), { field, rank }])));
const HOURS_KEYS = new Set(HEADER_ALIASES.hours.map(normalizeHeader));
const AMENITY_KEYS = new Set(HEADER_ALIASES.amenities.map(normalizeHeader));
/** Maps a header row to field columns (CONTRACT §5: case- and punctuation-insensitive). */
export function mapHeaders(headers) {
    const ranked = {};
    const hourParts = new Map();
    const map = { fields: {}, hourPairs: [], amenityFlags: [], categoryItem: null, listColumns: new Set() };
    headers.forEach((header, column) => {
        const key = normalizeHeader(header);
        const known = LOOKUP.get(key);
        if (known) {
            (ranked[known.field] ??= []).push({ rank: known.rank, column });
            if (key === 'categories')
                map.listColumns.add(column);
            return;
        }
        const parts = header.split(/[/.]/).map((part) => part.trim());
        if (parts.length < 2)
            return;
        const head = normalizeHeader(parts[0] ?? '');
        const keys = parts.slice(1).map(normalizeHeader);
        if (head === 'categories' && keys.length === 1 && keys[0] === '0') {
            map.categoryItem = column;
        }
        else if (HOURS_KEYS.has(head) && keys.length === 2 && /^\d+$/.test(keys[0] ?? '')) {
            const pair = hourParts.get(keys[0]) ?? {};
            if (keys[1] === 'day')
                pair.day = column;
            if (keys[1] === 'hours')
                pair.hours = column;
            hourParts.set(keys[0], pair);
        }
        else if (AMENITY_KEYS.has(head)) {
            const name = [...parts.slice(1)].reverse().find((part) => part !== '' && !/^\d+$/.test(part));
            if (name)
                map.amenityFlags.push({ name, column });
        }
    });
    for (const [field, columns] of Object.entries(ranked)) {
        const ordered = columns.sort((a, b) => a.rank - b.rank || a.column - b.column).map((c) => c.column);
        map.fields[field] = ROW_FALLBACK_EXCLUDED.has(field) ? ordered.slice(0, 1) : ordered;
    }
    for (const pair of hourParts.values()) {
        if (pair.day !== undefined && pair.hours !== undefined)
            map.hourPairs.push({ day: pair.day, hours: pair.hours });
    }
    const missing = REQUIRED_FIELDS.filter(([field]) => {
        if (field === 'category' && map.categoryItem !== null)
            return false;
        return !map.fields[field]?.length;
    }).map(([, label]) => label);
    return { map, missing };
}
//# sourceMappingURL=header-aliases.js.map