import { describe, expect, it } from 'vitest';
import { truncate } from './truncate.js';

// SPEC §2 Home: "Names longer than 18 characters are cut to 18 plus an ellipsis."
describe('truncate', () => {
  it('keeps names of 18 characters or fewer', () => {
    expect(truncate('Exactly 18 chars!!')).toBe('Exactly 18 chars!!');
  });

  it('cuts longer names to 18 characters plus an ellipsis', () => {
    expect(truncate('Restaurants and Cafes')).toBe('Restaurants and Ca…');
  });

  it('takes another maximum', () => {
    expect(truncate('Bakery', 3)).toBe('Bak…');
  });

  it('never splits an emoji', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
  });
});
