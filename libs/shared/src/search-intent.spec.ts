import { describe, expect, it } from 'vitest';
import { readIntent } from './search-intent.js';
import { searchWords } from './search-matching.js';

const read = (q: string, readPlace = true) => readIntent(searchWords(q), readPlace);

describe('readIntent', () => {
  it('drops filler words while a subject remains', () => {
    expect(read('best pizza')).toEqual({
      words: ['pizza'],
      ignored: ['best'],
      nearMe: false,
      openNow: false,
      place: null,
    });
    expect(read('good cheap dentist').words).toEqual(['dentist']);
    expect(read('top rated plumber').ignored).toEqual(['top', 'rated']);
  });

  it('keeps filler words that are the whole query (a business may be called Best)', () => {
    expect(read('best').words).toEqual(['best']);
    expect(read('best').ignored).toEqual([]);
  });

  it('reads near me as nearest first, wherever it stands', () => {
    const intent = read('pizza near me');
    expect(intent).toMatchObject({ words: ['pizza'], nearMe: true, ignored: ['near', 'me'] });
    expect(read('nearby sushi')).toMatchObject({ words: ['sushi'], nearMe: true, ignored: ['nearby'] });
    expect(read('close to me bakery').words).toEqual(['bakery']);
  });

  it('reads open now as a filter', () => {
    expect(read('coffee open now')).toMatchObject({ words: ['coffee'], openNow: true, ignored: ['open', 'now'] });
    expect(read('open cafe').openNow).toBe(false);
  });

  it('takes the words after the last "in" as the place', () => {
    expect(read('hotel in london')).toMatchObject({ words: ['hotel'], place: 'london', ignored: ['in'] });
    expect(read('best sushi in new york')).toMatchObject({
      words: ['sushi'],
      place: 'new york',
      ignored: ['best', 'in'],
    });
    expect(read('drop in').place).toBeNull();
  });

  it('keeps the place words to match when they name no place', () => {
    expect(read('bed in a box', false)).toMatchObject({ words: ['bed', 'in', 'box'], place: null });
  });

  it('names the ignored words in typed order', () => {
    expect(read('near me best pizza open now').ignored).toEqual(['near', 'me', 'best', 'open', 'now']);
  });
});
