import { SEARCH_SYNONYMS, searchWords } from '@directory/shared';
import { CATEGORIES } from '../seed/catalog/categories.data.js';
import { meaningsOf, otherForms } from './word-forms.js';

const CATEGORY_NAMES = new Set(Object.values(CATEGORIES).flat());
const CATEGORY_WORDS = new Set([...CATEGORY_NAMES].flatMap((name) => searchWords(name)));

describe('otherForms', () => {
  it('gives the singular of a plural and the plural of a singular', () => {
    expect(otherForms('dentists')).toEqual(['dentist']);
    expect(otherForms('bakery')).toEqual(['bakeries']);
    expect(otherForms('bakeries')).toEqual(['bakery']);
  });
});

describe('meaningsOf', () => {
  it('reads a plural through the table entry of its singular', () => {
    expect(meaningsOf('florists')).toEqual({ terms: ['florist'], categories: [] });
    expect(meaningsOf('haircuts').categories).toContain('Barber Shop');
  });

  it('keeps one-word meanings as words and longer ones as categories', () => {
    expect(meaningsOf('vet').terms).toContain('veterinarian');
    expect(meaningsOf('vet').categories).toContain('Animal Hospital');
  });
});

describe.each(SEARCH_SYNONYMS.map((family) => [family.family, family.entries] as const))(
  'the synonym table, %s',
  (_family, entries) => {
    it.each(Object.entries(entries))('`%s` is a typed word whose meanings the directory knows', (word, meanings) => {
      expect(searchWords(word)).toEqual([word]);
      expect(meanings.length).toBeGreaterThan(0);
      for (const meaning of meanings) {
        if (meaning.includes(' ')) expect(CATEGORY_NAMES).toContain(meaning);
        else expect(CATEGORY_WORDS).toContain(meaning.toLowerCase());
      }
    });
  },
);
