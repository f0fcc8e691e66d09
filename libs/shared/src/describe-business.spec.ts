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

  describe('SPEC §5: "If it contains \'[object Object]\', a generic description is substituted by category keyword"', () => {
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

  describe("SPEC §5: \"If it starts with '{' or '[', it is parsed as JSON and shown as key/value lines with humanised keys\"", () => {
    it('shows each key as a humanised line', () => {
      expect(describeBusiness('{"year_founded":1999,"ownerName":"Ayşe","wheelchair":true}', 'Shop')).toEqual({
        kind: 'lines',
        lines: [
          { label: 'Year founded', value: '1999' },
          { label: 'Owner name', value: 'Ayşe' },
          { label: 'Wheelchair', value: 'Yes' },
        ],
      });
    });

    it('flattens nested values into readable text and drops empty ones', () => {
      expect(
        describeBusiness(
          '{"Service options":{"Delivery":true,"Dine-in":false},"Tags":["cozy","quiet"],"note":null}',
          'Cafe',
        ),
      ).toEqual({
        kind: 'lines',
        lines: [
          { label: 'Service options', value: 'Delivery: Yes, Dine in: No' },
          { label: 'Tags', value: 'cozy, quiet' },
        ],
      });
    });

    it('reads a list of objects as lines and a list of words as text', () => {
      expect(describeBusiness('[{"a":"1"},{"b":"2"}]', 'Shop')).toEqual({
        kind: 'lines',
        lines: [
          { label: 'A', value: '1' },
          { label: 'B', value: '2' },
        ],
      });
      expect(describeBusiness('["Fresh bread","Cakes"]', 'Bakery')).toEqual({
        kind: 'text',
        text: 'Fresh bread, Cakes',
      });
    });

    it('"On a parse failure, braces, quotes and brackets are stripped"', () => {
      expect(describeBusiness('{"Open late": yes, [great coffee]', 'Cafe')).toEqual({
        kind: 'text',
        text: 'Open late: yes, great coffee',
      });
    });
  });
});
