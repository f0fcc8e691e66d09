import type {
  AdminBusiness,
  BusinessAmenity as AmenityDto,
  BusinessDetail,
  BusinessHours as HoursDto,
} from '@directory/shared';
import type { BusinessAmenity } from '../businesses/business-amenity.entity.js';
import type { BusinessHours } from '../businesses/business-hours.entity.js';
import type { Business } from '../businesses/business.entity.js';
import { countryName } from '../common/country-names.js';

export function toAdminBusiness(b: Business): AdminBusiness {
  return {
    id: b.id,
    name: b.name,
    slug: b.slug,
    category: b.category,
    categorySlug: b.categorySlug,
    address: b.address,
    city: b.city,
    citySlug: b.citySlug,
    countryCode: b.countryCode,
    country: countryName(b.countryCode).name,
    phone: b.phone,
    website: b.website,
    imageUrl: b.imageUrl,
    description: b.description,
    rating: b.rating === null ? null : Number(b.rating),
    reviewCount: b.reviewCount,
    latitude: b.latitude,
    longitude: b.longitude,
    placeId: b.placeId,
    isApproved: b.isApproved,
    createdAt: b.createdAt.toISOString(),
    timeZone: b.timeZone,
  };
}

export function toHours(h: BusinessHours): HoursDto {
  return { dayOfWeek: h.dayOfWeek, openTime: h.openTime, closeTime: h.closeTime, isClosed: h.isClosed };
}

export function toAmenity(a: BusinessAmenity): AmenityDto {
  return { id: a.id, amenityType: a.amenityType, hasAmenity: a.hasAmenity };
}

export function toAdminBusinessDetail(
  b: Business,
  hours: BusinessHours[],
  amenities: BusinessAmenity[],
): BusinessDetail {
  return { ...toAdminBusiness(b), hours: hours.map(toHours), amenities: amenities.map(toAmenity) };
}
