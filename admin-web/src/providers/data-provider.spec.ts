import { describe, expect, it } from 'vitest';
import { businessListQuery } from './data-provider';

describe('businessListQuery', () => {
  it('maps react-admin paging, sort and filters to the admin API parameters', () => {
    const query = businessListQuery({
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'reviewCount', order: 'DESC' },
      filter: { search: 'café', category: 'auto-repair', approved: false },
    });
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      page: '3',
      limit: '20',
      sortBy: 'reviewCount',
      sortOrder: 'desc',
      search: 'café',
      category: 'auto-repair',
      approved: 'false',
    });
  });

  it('drops a sort key outside the whitelist rather than sending one the API rejects', () => {
    const query = businessListQuery({
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(new URLSearchParams(query).has('sortBy')).toBe(false);
  });
});
