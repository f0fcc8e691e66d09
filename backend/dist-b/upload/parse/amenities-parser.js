import { expandAmenities } from '@directory/shared';
const MAX_AMENITIES = 200;
const MAX_NAME_LENGTH = 200;
const NEGATIVE = new Set(['false', 'no', '0', 'none', 'null', 'hayir', 'hayır', 'nein', 'n']);
function finish(entries) {
    const seen = new Set();
    const kept = entries.filter(({ amenityType }) => {
        const key = amenityType.toLowerCase();
        if (!amenityType || amenityType.length > MAX_NAME_LENGTH || seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
    return kept.length > 0 ? kept.slice(0, MAX_AMENITIES) : null;
}
// Exports repeat the same amenity text on many rows; parsed results are shared, never mutated.
const MEMO_SIZE = 5000;
const memo = new Map();
/**
 * CONTRACT §5 amenities cell: nested JSON (`{"Service options":{"Delivery":true}}`, Apify's
 * `{"Service options":[{"Delivery":true}]}`), flat JSON, a JSON list or a comma list.
 * Stored one flag per row, expanded by the same rule the business page uses.
 */
export function parseAmenities(text) {
    if (!text)
        return null;
    const known = memo.get(text);
    if (known !== undefined)
        return known;
    if (memo.size >= MEMO_SIZE)
        memo.clear();
    const parsed = parseAmenitiesText(text);
    memo.set(text, parsed);
    return parsed;
}
function parseAmenitiesText(text) {
    const trimmed = text.trim();
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
        return finish(expandAmenities([{ amenityType: trimmed, hasAmenity: true }]).map(({ name, available }) => ({
            amenityType: name,
            hasAmenity: available,
        })));
    }
    return finish(trimmed
        .split(/\s*[,;|\n]\s*/)
        .map((name) => name.replace(/\s+/g, ' ').trim())
        .map((name) => ({ amenityType: name, hasAmenity: true })));
}
/** Apify's flattened `additionalInfo/<group>/<n>/<flag>` columns: blank cells say nothing. */
export function parseAmenityFlags(flags) {
    return finish(flags
        .filter((flag) => flag[1] !== null)
        .map(([name, value]) => ({
        amenityType: name.replace(/\s+/g, ' ').trim(),
        hasAmenity: !NEGATIVE.has(value.trim().toLowerCase()),
    })));
}
/** Both sources of one row, the cell's entries first. */
export function mergeAmenities(...lists) {
    const given = lists.filter((list) => list !== null);
    if (given.length <= 1)
        return given[0] ?? null;
    return finish(given.flat());
}
//# sourceMappingURL=amenities-parser.js.map