import { copyLine } from '../../database/copy-text.js';
/** Staging columns, in the order `encodeCopyLine` writes them (see ImportWriter). */
export const STAGING_COLUMNS = [
    'row_number',
    'name',
    'slug',
    'category',
    'category_slug',
    'address',
    'city',
    'city_slug',
    'country_code',
    'phone',
    'website',
    'image_url',
    'description',
    'rating',
    'review_count',
    'latitude',
    'longitude',
    'place_id',
    'is_approved',
    'hours',
    'amenities',
];
// Parsed hours and amenities are shared between rows with the same cell text: encode each once.
const encoded = new WeakMap();
function json(list, shape) {
    if (list === null)
        return null;
    let text = encoded.get(list);
    if (text === undefined) {
        text = JSON.stringify(list.map(shape));
        encoded.set(list, text);
    }
    return text;
}
/** One staging row as a COPY text line (with its newline). */
export function encodeCopyLine(row) {
    return (copyLine([
        row.rowNumber,
        row.name,
        row.slug,
        row.category,
        row.categorySlug,
        row.address,
        row.city,
        row.citySlug,
        row.countryCode,
        row.phone,
        row.website,
        row.imageUrl,
        row.description,
        row.rating,
        row.reviewCount,
        row.latitude,
        row.longitude,
        row.placeId,
        row.isApproved,
        json(row.hours, (h) => ({ d: h.dayOfWeek, o: h.openTime, c: h.closeTime, x: h.isClosed })),
        json(row.amenities, (a) => ({ t: a.amenityType, h: a.hasAmenity })),
    ]) + '\n');
}
/** The spreadsheet row number of a COPY line (its first field), for errors found while writing. */
export function copyLineRowNumber(line) {
    return Number(line.slice(0, line.indexOf('\t')));
}
//# sourceMappingURL=copy-text.js.map