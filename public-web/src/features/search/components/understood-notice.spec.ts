import { describe, expect, it } from 'vitest';
import { understoodNotice } from './understood-notice';

describe('understoodNotice', () => {
  it('names the corrected words and place', () => {
    expect(understoodNotice({ q: 'hotl', where: 'londn' }, { q: 'hotel', where: 'London', ignored: [] })).toEqual({
      q: 'hotel',
      where: 'London',
      ignored: [],
    });
  });

  it('names the words left out', () => {
    expect(understoodNotice({ q: 'best pizza', where: '' }, { q: 'pizza', where: '', ignored: ['best'] })).toEqual({
      q: 'pizza',
      where: '',
      ignored: ['best'],
    });
  });

  it('says nothing when the words were read as typed, case and spacing aside', () => {
    expect(
      understoodNotice({ q: 'Hotel  spa', where: 'london' }, { q: 'hotel spa', where: 'London', ignored: [] }),
    ).toBeNull();
    expect(understoodNotice({ q: 'hotel', where: '' }, { q: 'hotel', where: '' })).toBeNull();
    expect(understoodNotice({ q: 'hotel', where: '' }, undefined)).toBeNull();
  });

  it('says nothing when the correction left no words, place or ignored word to name', () => {
    expect(understoodNotice({ q: 'zzz', where: '' }, { q: '', where: '', ignored: [] })).toBeNull();
  });
});
