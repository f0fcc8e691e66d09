import { describe, expect, it } from 'vitest';
import { pageSearch, paginate } from './paginate';

describe('pageSearch', () => {
  it('sets ?page=n and keeps the other parameters', () => {
    expect(pageSearch('', 2)).toBe('?page=2');
    expect(pageSearch('?q=pizza&where=Berlin', 3)).toBe('?q=pizza&where=Berlin&page=3');
    expect(pageSearch('?q=pizza&page=3', 4)).toBe('?q=pizza&page=4');
  });

  it('drops page for page 1, the canonical address', () => {
    expect(pageSearch('?page=4', 1)).toBe('');
    expect(pageSearch('?q=s%C3%A3o&page=4', 1)).toBe('?q=s%C3%A3o');
  });
});

describe('paginate', () => {
  it('clamps the page to the pages that exist', () => {
    expect(paginate([1, 2, 3], 9, 2)).toMatchObject({ items: [3], page: 2, totalPages: 2, from: 3, to: 3 });
  });
});
