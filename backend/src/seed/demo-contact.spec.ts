import countries from 'i18n-iso-countries';
import { CALLING_CODES } from './catalog/phones.data.js';
import { demoAddress, demoPhone, demoWebsite } from './demo-contact.js';
import type { DemoCity } from './demo-places.js';
import { Prng } from './prng.js';

const city = (name: string, countryCode: string, adminCode = ''): DemoCity => ({
  name,
  slug: name.toLowerCase(),
  countryCode,
  adminCode,
  population: 100_000,
  latitude: 0,
  longitude: 0,
});

function phones(countryCode: string, n = 300): string[] {
  const random = new Prng(countryCode.charCodeAt(0) * 31 + countryCode.charCodeAt(1));
  return Array.from({ length: n }, () => demoPhone(countryCode, random));
}

describe('national phone formats', () => {
  it('writes German numbers like +49 30 1234567', () => {
    const all = phones('DE');
    for (const phone of all) expect(phone).toMatch(/^\+49 \d{2,3} \d{6,8}$/);
    expect(all.some((p) => /^\+49 30 \d{7}$/.test(p))).toBe(true);
  });

  it('writes North American numbers like +1 212-555-0134', () => {
    for (const phone of phones('US')) expect(phone).toMatch(/^\+1 [2-9]\d{2}-[2-9]\d{2}-\d{4}$/);
  });

  it('writes Turkish numbers like +90 212 555 01 34', () => {
    const all = phones('TR');
    for (const phone of all) expect(phone).toMatch(/^\+90 [2-5]\d{2} \d{3} \d{2} \d{2}$/);
    expect(all.some((p) => p.startsWith('+90 212 '))).toBe(true);
  });

  it('writes British numbers like +44 20 7946 0958', () => {
    const all = phones('GB');
    for (const phone of all) expect(phone).toMatch(/^\+44 \d{2,4} \d{3,4} ?\d{3,6}$/);
    expect(all.some((p) => /^\+44 20 [78]\d{3} \d{4}$/.test(p))).toBe(true);
  });

  it('has a calling code for every ISO country and starts every number with it', () => {
    for (const code of Object.keys(countries.getAlpha2Codes())) {
      expect(CALLING_CODES[code]).toMatch(/^\d{1,3}$/);
      const [phone] = phones(code, 1);
      expect(phone?.startsWith(`+${CALLING_CODES[code]} `)).toBe(true);
      expect(phone).toMatch(/^\+[\d -]+$/);
    }
  });
});

describe('local address formats', () => {
  const random = () => new Prng(3);

  it('puts the house number after the street and the postcode before the city in Germany', () => {
    expect(demoAddress('de', city('Berlin', 'DE'), 'Germany', 'Schiller', random())).toMatch(
      /^Schiller(straße|weg|allee|gasse|platz|ring) \d+, \d{5} Berlin, Germany$/,
    );
  });

  it('writes US addresses with the state code and ZIP', () => {
    expect(demoAddress('en', city('Austin', 'US', 'TX'), 'United States of America', 'Oak', random())).toMatch(
      /^\d+ Oak (St|Ave|Rd|Blvd|Dr|Ln|Way|Pl|Ct), Austin, TX \d{5}, United States of America$/,
    );
  });

  it('writes Turkish addresses with neighbourhood, street type and No:', () => {
    expect(demoAddress('tr', city('Kadıköy', 'TR'), 'Türkiye', 'Bağdat', random())).toMatch(
      /^.+ Mah\. Bağdat (Cd\.|Sk\.|Blv\.) No:\d+, \d{5} Kadıköy, Türkiye$/,
    );
  });

  it('writes French addresses with the number first', () => {
    expect(demoAddress('fr', city('Lyon', 'FR'), 'France', 'Victor Hugo', random())).toMatch(
      /^\d+ (Rue|Avenue|Boulevard|Place|Allée|Impasse) Victor Hugo, \d{5} Lyon, France$/,
    );
  });
});

describe('websites', () => {
  it('derive a domain from the name with the country’s usual TLD', () => {
    const site = demoWebsite('Yılmaz Kuaför & Güzellik', 'TR', new Prng(1));
    expect(site).toMatch(/^https:\/\/(www\.)?yilmaz-?kuafor-?guzellik\.com\.tr$/);
  });
});
