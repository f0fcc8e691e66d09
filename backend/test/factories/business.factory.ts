import type { INestApplication } from '@nestjs/common';
import { businessSlug, slugify } from '@directory/shared';
import { DataSource } from 'typeorm';
import { Business } from '../../src/businesses/business.entity.js';
import { BusinessAmenity } from '../../src/businesses/business-amenity.entity.js';
import { BusinessHours } from '../../src/businesses/business-hours.entity.js';
import { timeZoneOf } from '../../src/common/time-zone-of.js';

let sequence = 0;

export type BusinessOverrides = Partial<Omit<Business, 'hours' | 'amenities'>> & {
  hours?: Array<Pick<BusinessHours, 'dayOfWeek' | 'openTime' | 'closeTime' | 'isClosed'>>;
  amenities?: Array<Pick<BusinessAmenity, 'amenityType' | 'hasAmenity'>>;
};

/** Inserts one business (with hours and amenities when given) and returns the stored row. */
export async function createBusiness(app: INestApplication, overrides: BusinessOverrides = {}): Promise<Business> {
  sequence += 1;
  const { hours = [], amenities = [], ...fields } = overrides;
  const name = fields.name ?? `Test Business ${sequence}`;
  const placeId = fields.placeId ?? `ChIJfactory${Date.now().toString(36)}${sequence}`;
  const category = fields.category ?? 'Restaurant';
  const city = fields.city === undefined ? 'Berlin' : fields.city;
  const location = {
    latitude: fields.latitude === undefined ? 52.52 : fields.latitude,
    longitude: fields.longitude === undefined ? 13.405 : fields.longitude,
    countryCode: fields.countryCode ?? 'DE',
  };
  const db = app.get(DataSource);
  return db.transaction(async (m) => {
    const business = await m.getRepository(Business).save(
      m.getRepository(Business).create({
        name,
        slug: businessSlug(name, placeId),
        category,
        categorySlug: slugify(category),
        address: 'Alexanderplatz 1',
        city,
        citySlug: city ? slugify(city) : null,
        rating: 4.5,
        reviewCount: 10,
        ...location,
        timeZone: timeZoneOf(location),
        isApproved: true,
        ...fields,
        placeId,
      }),
    );
    if (hours.length)
      await m.getRepository(BusinessHours).insert(hours.map((h) => ({ ...h, businessId: business.id })));
    if (amenities.length)
      await m.getRepository(BusinessAmenity).insert(amenities.map((a) => ({ ...a, businessId: business.id })));
    return business;
  });
}
