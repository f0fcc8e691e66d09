import { describe, expect, it } from 'vitest';
import { truncate } from './truncate.js';

// docs/screens.md §2 Home: "Names longer than 18 characters are cut to 18 plus an ellipsis."
describe('truncate', () => {
  it.each([
    ['keeps names of 18 characters or fewer', 'Exactly 18 chars!!', undefined, 'Exactly 18 chars!!'],
    ['cuts longer names to 18 characters plus an ellipsis', 'Restaurants and Cafes', undefined, 'Restaurants and Ca…'],
    ['takes another maximum', 'Bakery', 3, 'Bak…'],
    ['never splits an emoji', '😀😀😀', 2, '😀😀…'],
  ])('%s: %j (max %s) → %j', (_rule, name, max, shown) => {
    expect(truncate(name, max)).toBe(shown);
  });
});
