import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';
import { EMPTY_SUBMISSION, toSubmission, validateSubmission } from './validate-submission';

const valid = {
  ...EMPTY_SUBMISSION,
  name: 'Café Müller',
  category: 'Cafe',
  address: 'Hauptstraße 5',
  city: 'Hameln',
  countryCode: 'de',
  email: 'owner@cafe-mueller.de',
};

describe('validateSubmission', () => {
  it('requires the fields the submission endpoint requires', () => {
    expect(Object.keys(validateSubmission(EMPTY_SUBMISSION)).sort()).toEqual(
      ['address', 'category', 'city', 'countryCode', 'email', 'name'].sort(),
    );
    expect(validateSubmission(valid)).toEqual({});
  });

  it('checks optional fields only when filled', () => {
    expect(validateSubmission({ ...valid, website: 'not a site', phone: 'call me' })).toEqual({
      website: 'Please enter a valid website address',
      phone: 'Please enter a valid phone number',
    });
    expect(validateSubmission({ ...valid, website: 'cafe-mueller.de', phone: '+49 5151 123456' })).toEqual({});
  });
});

describe('toSubmission', () => {
  it('trims, upper-cases the country and leaves out empty optional fields', () => {
    expect(toSubmission({ ...valid, name: '  Café Müller ', phone: ' ' })).toEqual({
      name: 'Café Müller',
      category: 'Cafe',
      address: 'Hauptstraße 5',
      city: 'Hameln',
      countryCode: 'DE',
      phone: undefined,
      website: undefined,
      description: undefined,
      email: 'owner@cafe-mueller.de',
    });
  });
});

describe('countryOptions', () => {
  it('lists real countries by English name and leaves out region groupings', () => {
    const options = countryOptions();
    expect(options).toContainEqual({ code: 'DE', name: 'Germany' });
    expect(options.find((o) => o.code === 'EU')).toBeUndefined();
    expect(options.length).toBeGreaterThan(240);
  });
});
