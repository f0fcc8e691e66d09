import { cityFromAddress } from './address-city.js';

describe('cityFromAddress', () => {
  it('takes the part before the postcode and country (Outscraper full_address)', () => {
    expect(cityFromAddress('Alexanderplatz 1, 10178 Berlin, Germany')).toBe('Berlin');
    expect(cityFromAddress('Marienplatz 8, 80331 München, Deutschland')).toBe('München');
    expect(cityFromAddress('Bağdat Cd. No:1, 34710 Kadıköy/İstanbul, Türkiye')).toBe('İstanbul');
    expect(cityFromAddress('1600 Amphitheatre Pkwy, Mountain View, CA 94043, United States')).toBe('Mountain View');
    expect(cityFromAddress('10 Downing St, London SW1A 2AA, UK')).toBe('London');
    expect(cityFromAddress('Damrak 1, 1012 LG Amsterdam, Netherlands')).toBe('Amsterdam');
    expect(cityFromAddress('Rue de Rivoli 5, Paris')).toBe('Paris');
  });

  it('returns null when no part names a place', () => {
    expect(cityFromAddress('Alexanderplatz 1')).toBeNull();
    expect(cityFromAddress('Alexanderplatz 1, Germany')).toBeNull();
    expect(cityFromAddress('Main St 5, IL 62701')).toBeNull();
    expect(cityFromAddress(null)).toBeNull();
  });
});
