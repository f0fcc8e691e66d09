import { copyLine } from '../database/copy-text.js';
import type { DemoBusiness } from './demo-business.generator.js';

/** A demo business as one `COPY businesses … FROM STDIN` line (columns in the order of BUSINESS_DATA_COLUMNS), without its newline. */
export function businessLine(b: DemoBusiness): string {
  return copyLine([
    b.id,
    b.name,
    b.slug,
    b.category,
    b.categorySlug,
    b.address,
    b.city,
    b.citySlug,
    b.countryCode,
    b.phone,
    b.website,
    b.imageUrl,
    b.description,
    b.rating,
    b.reviewCount,
    b.latitude,
    b.longitude,
    b.placeId,
    b.isApproved,
    b.timeZone,
    b.createdAt,
    b.updatedAt,
  ]);
}
