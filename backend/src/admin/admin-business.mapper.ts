import type { BusinessAmenity as AmenityDto, BusinessDetail, BusinessHours as HoursDto } from '@directory/shared';
import type { BusinessAmenity } from '../businesses/business-amenity.entity.js';
import type { BusinessHours } from '../businesses/business-hours.entity.js';
import type { Business } from '../businesses/business.entity.js';
import { toBusinessRecord } from '../businesses/business.mappers.js';

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
  return { ...toBusinessRecord(b), hours: hours.map(toHours), amenities: amenities.map(toAmenity) };
}
