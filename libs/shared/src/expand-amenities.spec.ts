import { describe, expect, it } from 'vitest';
import { expandAmenities } from './expand-amenities.js';

describe('expandAmenities', () => {
  it('keeps a plain amenity name with its flag', () => {
    expect(
      expandAmenities([
        { amenityType: 'Free Wi-Fi', hasAmenity: true },
        { amenityType: 'Parking', hasAmenity: false },
      ]),
    ).toEqual([
      { name: 'Free Wi-Fi', available: true },
      { name: 'Parking', available: false },
    ]);
  });

  it('"Nested objects give one entry per inner key (hyphens turned to spaces)"', () => {
    const amenityType = JSON.stringify({
      'Service options': { Delivery: true, 'Dine-in': false },
      Accessibility: { 'Wheelchair-accessible entrance': true },
    });
    expect(expandAmenities([{ amenityType, hasAmenity: true }])).toEqual([
      { name: 'Delivery', available: true },
      { name: 'Dine in', available: false },
      { name: 'Wheelchair accessible entrance', available: true },
    ]);
  });

  it('reads groups given as lists of flags or of names', () => {
    const amenityType = JSON.stringify({
      'Service options': [{ Takeout: true }, { 'Curbside-pickup': false }],
      Highlights: ['Live music'],
    });
    expect(expandAmenities([{ amenityType, hasAmenity: true }])).toEqual([
      { name: 'Takeout', available: true },
      { name: 'Curbside pickup', available: false },
      { name: 'Live music', available: true },
    ]);
  });

  it('"flat values become flags"', () => {
    const amenityType = JSON.stringify({ Wheelchair: true, Terrace: 'no', Wifi: 'Free', Smoking: 0 });
    expect(expandAmenities([{ amenityType, hasAmenity: true }])).toEqual([
      { name: 'Wheelchair', available: true },
      { name: 'Terrace', available: false },
      { name: 'Wifi', available: true },
      { name: 'Smoking', available: false },
    ]);
  });

  it('"Entries with an empty name are dropped and duplicates by name removed"', () => {
    expect(
      expandAmenities([
        { amenityType: '  ', hasAmenity: true },
        { amenityType: JSON.stringify({ '': true, Delivery: true }), hasAmenity: true },
        { amenityType: 'delivery', hasAmenity: false },
      ]),
    ).toEqual([{ name: 'Delivery', available: true }]);
  });

  it('shows text that only looks like JSON as a plain name without the JSON marks', () => {
    expect(expandAmenities([{ amenityType: '{"Outdoor seating"', hasAmenity: true }])).toEqual([
      { name: 'Outdoor seating', available: true },
    ]);
  });
});
