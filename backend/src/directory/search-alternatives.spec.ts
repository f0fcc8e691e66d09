import { MatchClass } from '@directory/shared';
import { readWord, TYPO_ALTERNATIVES } from './search-alternatives.js';

const known = (...terms: Array<[string, number]>) => terms.map(([term, documents]) => ({ term, documents }));

describe('readWord', () => {
  it('reads a word with exact matches as itself and its prefixes, never as a typo of another word', () => {
    const found = { folded: 'hotel', candidates: known(['motel', 50], ['hotels', 5], ['hotel', 100], ['hostel', 80]) };
    const read = readWord('hotel', found, true);
    expect(read.alternatives).toEqual([
      { term: 'hotel', matchClass: MatchClass.exact, documents: 100 },
      { term: 'hotels', matchClass: MatchClass.prefix, documents: 5 },
    ]);
    expect(read.understood).toBe('hotel');
  });

  it('adds forms and synonyms as exact matches after the typed word, and no typos then', () => {
    const found = { folded: 'vet', candidates: known(['vet', 2], ['vest', 40]) };
    const synonym = { term: 'veterinarian', matchClass: MatchClass.exact, documents: 30, category: 'veterinarian' };
    expect(readWord('vet', found, false, [synonym]).alternatives).toEqual([
      { term: 'vet', matchClass: MatchClass.exact, documents: 2 },
      synonym,
    ]);
    const onlySynonym = readWord('haircut', { folded: 'haircut', candidates: known(['haircuts', 1]) }, false, [
      synonym,
    ]);
    expect(onlySynonym.alternatives).toEqual([synonym]);
    expect(onlySynonym.understood).toBe('haircut');
  });

  it('never corrects a real word that matches nothing (best is not pest)', () => {
    const found = { folded: 'best', candidates: known(['pest', 12], ['bert', 3]) };
    expect(readWord('best', found, false, [], true).alternatives).toEqual([]);
    expect(readWord('best', found, false, [], false).understood).toBe('pest');
  });

  it('still corrects a word that only starts known words', () => {
    const found = { folded: 'hotl', candidates: known(['hotline', 2], ['hotel', 100]) };
    const read = readWord('hotl', found, true);
    expect(read.alternatives.map((a) => a.term)).toEqual(['hotline', 'hotel']);
  });

  it('understands a misspelt word as its most frequent nearest correction', () => {
    const found = { folded: 'hotl', candidates: known(['hot', 3], ['hotel', 100], ['hole', 40]) };
    const read = readWord('hotl', found, true);
    expect(read.understood).toBe('hotel');
    expect(read.alternatives.map((a) => a.term)).toEqual(['hotel', 'hot']);
  });

  it('keeps what was typed when it is the start of a known word', () => {
    expect(readWord('rest', { folded: 'rest', candidates: known(['restaurant', 9]) }, true).understood).toBe('rest');
    expect(readWord('rest', { folded: 'rest', candidates: known(['restaurant', 9]) }, false).alternatives).toEqual([]);
  });

  it('keeps the typed (accented) word when its folded form is known', () => {
    expect(readWord('café', { folded: 'cafe', candidates: known(['cafe', 9]) }, false).understood).toBe('café');
  });

  it('drops candidates outside the typo budget and bounds the corrections', () => {
    const many = Array.from(
      { length: 30 },
      (_, i) => [`bak${String.fromCharCode(97 + (i % 26))}r${i}`, i] as [string, number],
    );
    const read = readWord('baker', { folded: 'baker', candidates: known(['bakery', 2], ['bread', 9], ...many) }, false);
    expect(read.alternatives.map((a) => a.term)).toContain('bakery');
    expect(read.alternatives.map((a) => a.term)).not.toContain('bread');
    expect(read.alternatives.length).toBeLessThanOrEqual(TYPO_ALTERNATIVES);
  });

  it('reads nothing into a word matching no known word', () => {
    expect(readWord('zzzq', { folded: 'zzzq', candidates: [] }, true)).toEqual({
      typed: 'zzzq',
      alternatives: [],
      understood: null,
    });
  });
});
