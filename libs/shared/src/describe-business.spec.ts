import { describe, expect, it } from 'vitest';
import { describeBusiness } from './describe-business.js';

describe('describeBusiness', () => {
  it('shows a plain description as it is', () => {
    expect(describeBusiness('  Family bakery since 1950. ', 'Bakery')).toEqual({
      kind: 'text',
      text: 'Family bakery since 1950.',
    });
  });

  it('gives empty text when there is no description', () => {
    expect(describeBusiness(null, 'Bakery')).toEqual({ kind: 'text', text: '' });
  });

  describe('docs/screens.md §5: "If it contains \'[object Object]\', a generic description is substituted by category keyword"', () => {
    const generic = (category: string) => {
      const result = describeBusiness('[object Object]', category);
      return result.kind === 'text' ? result.text : '';
    };

    it.each([
      ['Electrician', /electrical/i],
      ['Heating contractor', /heating/i],
      ['Auto Repair', /automotive/i],
      ['Car dealer', /automotive/i],
      ['Construction company', /construction/i],
      ['Plumber', /plumbing/i],
      ['Garden center', /garden/i],
      ['Restaurant', /eat and drink/i],
      ['Café', /eat and drink/i],
      ['Coffee shop', /eat and drink/i],
      ['Shoe store', /store/i],
      ['Gift shop', /store/i],
    ])('picks the %s text by keyword', (category, expected) => {
      expect(generic(category)).toMatch(expected);
    });

    it('"otherwise \'Professional {category} services...\'"', () => {
      expect(generic('Dentist')).toMatch(/^Professional Dentist services/);
    });

    it('substitutes even when the broken text is embedded', () => {
      expect(describeBusiness('About us: [object Object]', 'Dentist')).toEqual({
        kind: 'text',
        text: generic('Dentist'),
      });
    });
  });

  describe("docs/screens.md §5: \"If it starts with '{' or '[', it is parsed as JSON and shown as key/value lines with humanised keys\"", () => {
    const lines = (...pairs: [string, string][]) => ({
      kind: 'lines',
      lines: pairs.map(([label, value]) => ({ label, value })),
    });

    it.each([
      [
        'shows each key as a humanised line',
        '{"year_founded":1999,"ownerName":"Ayşe","wheelchair":true}',
        'Shop',
        lines(['Year founded', '1999'], ['Owner name', 'Ayşe'], ['Wheelchair', 'Yes']),
      ],
      [
        'flattens nested values into readable text and drops empty ones',
        '{"Service options":{"Delivery":true,"Dine-in":false},"Tags":["cozy","quiet"],"note":null}',
        'Cafe',
        lines(['Service options', 'Delivery: Yes, Dine in: No'], ['Tags', 'cozy, quiet']),
      ],
      ['reads a list of objects as lines', '[{"a":"1"},{"b":"2"}]', 'Shop', lines(['A', '1'], ['B', '2'])],
      [
        'reads a list of words as text',
        '["Fresh bread","Cakes"]',
        'Bakery',
        { kind: 'text', text: 'Fresh bread, Cakes' },
      ],
      [
        '"On a parse failure, braces, quotes and brackets are stripped"',
        '{"Open late": yes, [great coffee]',
        'Cafe',
        { kind: 'text', text: 'Open late: yes, great coffee' },
      ],
    ])('%s: %s', (_rule, description, category, shown) => {
      expect(describeBusiness(description, category)).toEqual(shown);
    });
  });
});
