import { mergeAmenities, parseAmenities, parseAmenityFlags } from './amenities-parser.js';

describe('parseAmenities', () => {
  it('reads Outscraper two-level JSON', () => {
    expect(
      parseAmenities(
        '{"Service options":{"Delivery":true,"Dine-in":false},"Accessibility":{"Wheelchair accessible entrance":true}}',
      ),
    ).toEqual([
      { amenityType: 'Delivery', hasAmenity: true },
      { amenityType: 'Dine in', hasAmenity: false },
      { amenityType: 'Wheelchair accessible entrance', hasAmenity: true },
    ]);
  });

  it('reads Apify additionalInfo: arrays of one-key objects', () => {
    expect(
      parseAmenities('{"Service options":[{"Takeout":true},{"Delivery":false}],"Payments":[{"Credit cards":true}]}'),
    ).toEqual([
      { amenityType: 'Takeout', hasAmenity: true },
      { amenityType: 'Delivery', hasAmenity: false },
      { amenityType: 'Credit cards', hasAmenity: true },
    ]);
  });

  it('reads flat JSON, JSON lists and comma lists, dropping duplicates', () => {
    expect(parseAmenities('{"Wi-Fi":true,"Parking":"no"}')).toEqual([
      { amenityType: 'Wi-Fi', hasAmenity: true },
      { amenityType: 'Parking', hasAmenity: false },
    ]);
    expect(parseAmenities('["Terrasse","Terrasse","Kinderstühle"]')).toEqual([
      { amenityType: 'Terrasse', hasAmenity: true },
      { amenityType: 'Kinderstühle', hasAmenity: true },
    ]);
    expect(parseAmenities('Wi-Fi, Otopark ;  Bahçe')).toEqual([
      { amenityType: 'Wi-Fi', hasAmenity: true },
      { amenityType: 'Otopark', hasAmenity: true },
      { amenityType: 'Bahçe', hasAmenity: true },
    ]);
    expect(parseAmenities(null)).toBeNull();
  });

  it('reads flattened flag columns; blank cells say nothing', () => {
    const flags = parseAmenityFlags([
      ['Delivery', 'TRUE'],
      ['Takeout', 'false'],
      ['Dine-in', null],
    ]);
    expect(flags).toEqual([
      { amenityType: 'Delivery', hasAmenity: true },
      { amenityType: 'Takeout', hasAmenity: false },
    ]);
    expect(mergeAmenities(parseAmenities('Delivery'), flags)).toHaveLength(2);
  });
});
