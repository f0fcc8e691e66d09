import { cityFromAddress } from './address-city.js';

describe('cityFromAddress', () => {
  it.each([
    ['Alexanderplatz 1, 10178 Berlin, Germany', 'Berlin'],
    ['Marienplatz 8, 80331 München, Deutschland', 'München'],
    ['Bağdat Cd. No:1, 34710 Kadıköy/İstanbul, Türkiye', 'İstanbul'],
    ['1600 Amphitheatre Pkwy, Mountain View, CA 94043, United States', 'Mountain View'],
    ['10 Downing St, London SW1A 2AA, UK', 'London'],
    ['Damrak 1, 1012 LG Amsterdam, Netherlands', 'Amsterdam'],
    ['Rue de Rivoli 5, Paris', 'Paris'],
  ])('takes the part before the postcode and country (Outscraper full_address): %j → %s', (address, city) => {
    expect(cityFromAddress(address)).toBe(city);
  });

  it.each(['Alexanderplatz 1', 'Alexanderplatz 1, Germany', 'Main St 5, IL 62701', null])(
    'returns null when no part names a place: %j',
    (address) => {
      expect(cityFromAddress(address)).toBeNull();
    },
  );
});
