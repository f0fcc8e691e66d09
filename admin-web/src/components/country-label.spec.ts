import { describe, expect, it } from 'vitest';
import { countryLabel } from './country-label';

describe('countryLabel', () => {
  it('names the country in Turkish with its code', () => {
    expect(countryLabel('DE')).toBe('Almanya (DE)');
    expect(countryLabel('tr')).toBe('Türkiye (TR)');
  });

  it('names it in English in the second locale', () => {
    expect(countryLabel('DE', 'en')).toBe('Germany (DE)');
  });

  it('keeps a code it cannot name as the code', () => {
    expect(countryLabel('XX')).toBe('XX');
  });
});
