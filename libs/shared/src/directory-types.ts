// Public directory answers (docs/behaviour.md §3) where the base types leave a field open.

import type { BusinessAmenity, BusinessCard, BusinessDetail } from './api-types.js';

/** A stored amenity row as `GET /api/businesses/{slug}` sends it (docs/screens.md §3 "Amenity: id, businessId, amenityType, hasAmenity"). */
export interface PublicBusinessAmenity extends BusinessAmenity {
  id: number;
  businessId: number;
}

export interface PublicBusinessDetail extends Omit<BusinessDetail, 'amenities'> {
  amenities: PublicBusinessAmenity[];
  /** The closest approved businesses with coordinates (at most 6, nearest first, never itself); empty without coordinates. */
  nearby: BusinessCard[];
  /** docs/behaviour.md §13: this site's published reviews; null while there are none. The imported rating stays apart. */
  siteRating: { average: number; count: number } | null;
  /**
   * docs/behaviour.md §14: the verified owner, or null for an unclaimed business; `updatedAt` (ISO 8601) once the
   * owner has edited the business, for 'Updated by the owner on {date}'.
   */
  owner: { verified: true; since: string; updatedAt?: string } | null;
}
