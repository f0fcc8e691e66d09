import { pageSlice } from './page-slice.js';

describe('pageSlice (docs/behaviour.md §3 paging)', () => {
  it('defaults to page 1 of 12', () => {
    expect(pageSlice(30, {})).toEqual({ page: 1, limit: 12, totalPages: 3, offset: 0 });
  });

  it('clamps limit to 1–100 and page to 1–last, dropping fractions', () => {
    expect(pageSlice(30, { page: 0, limit: 0 })).toEqual({ page: 1, limit: 1, totalPages: 30, offset: 0 });
    expect(pageSlice(30, { page: 9, limit: 500 })).toEqual({ page: 1, limit: 100, totalPages: 1, offset: 0 });
    expect(pageSlice(30, { page: 99, limit: 10 })).toEqual({ page: 3, limit: 10, totalPages: 3, offset: 20 });
    expect(pageSlice(30, { page: 2.7, limit: 10.9 })).toEqual({ page: 2, limit: 10, totalPages: 3, offset: 10 });
  });

  it('answers page 1 of 0 pages when there is nothing', () => {
    expect(pageSlice(0, { page: 5 })).toEqual({ page: 1, limit: 12, totalPages: 0, offset: 0 });
  });
});
