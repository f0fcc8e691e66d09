import { describe, expect, it } from 'vitest';
import { topCategories } from './top-categories';

describe('topCategories', () => {
  it('keeps the 8 largest categories with their share of all businesses', () => {
    const categories = Array.from({ length: 10 }, (_, i) => ({ category: `C${i}`, count: (i + 1) * 10 }));
    const top = topCategories(categories, 1000);
    expect(top).toHaveLength(8);
    expect(top[0]).toEqual({ category: 'C9', count: 100, share: 10 });
    expect(top.at(-1)?.category).toBe('C2');
  });

  it('reads counts sent as numeric strings and gives 0 % when there are no businesses', () => {
    expect(topCategories([{ category: 'Cafe', count: '7' }], 0)).toEqual([{ category: 'Cafe', count: 7, share: 0 }]);
  });
});
