import type { AdminBusiness, BusinessCard, BusinessHours as HoursDto } from '@directory/shared';
import type { PublicBusinessAmenity, PublicBusinessDetail } from '@directory/shared';
import { countryName } from '../common/country-names.js';
import type { Business } from './business.entity.js';

/** An entity, or a raw row selected with the entity's property names (numeric columns may arrive as strings). */
export type BusinessCardSource = Pick<
  Business,
  | 'id'
  | 'name'
  | 'slug'
  | 'category'
  | 'categorySlug'
  | 'address'
  | 'city'
  | 'countryCode'
  | 'phone'
  | 'imageUrl'
  | 'reviewCount'
> & { rating: number | string | null };

export type BusinessRecordSource = BusinessCardSource &
  Pick<Business, 'citySlug' | 'website' | 'description' | 'placeId' | 'isApproved' | 'createdAt' | 'timeZone'> & {
    latitude: number | string | null;
    longitude: number | string | null;
  };

export type BusinessDetailSource = BusinessRecordSource & { hours: HoursDto[]; amenities: PublicBusinessAmenity[] };

const toNumberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function toBusinessCard(b: BusinessCardSource): BusinessCard {
  return {
    id: b.id,
    name: b.name,
    slug: b.slug,
    category: b.category,
    categorySlug: b.categorySlug,
    address: b.address,
    city: b.city,
    countryCode: b.countryCode,
    phone: b.phone,
    imageUrl: b.imageUrl,
    rating: toNumberOrNull(b.rating),
    reviewCount: b.reviewCount,
  };
}

/** Every field of the business row, as the public detail and the back office show it. */
export function toBusinessRecord(b: BusinessRecordSource): AdminBusiness {
  return {
    ...toBusinessCard(b),
    citySlug: b.citySlug,
    country: countryName(b.countryCode).name,
    website: b.website,
    description: b.description,
    latitude: toNumberOrNull(b.latitude),
    longitude: toNumberOrNull(b.longitude),
    placeId: b.placeId,
    isApproved: b.isApproved,
    createdAt: new Date(b.createdAt).toISOString(),
    timeZone: b.timeZone,
  };
}

export function toBusinessDetail(
  b: BusinessDetailSource,
  nearby: BusinessCardSource[],
  { siteRating, owner }: Pick<PublicBusinessDetail, 'siteRating' | 'owner'>,
): PublicBusinessDetail {
  return {
    ...toBusinessRecord(b),
    hours: b.hours,
    amenities: b.amenities,
    nearby: nearby.map(toBusinessCard),
    siteRating,
    owner,
  };
}
