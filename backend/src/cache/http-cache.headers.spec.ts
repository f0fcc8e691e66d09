import { resourceKey } from './http-cache.headers.js';

describe('HTTP cache helpers', () => {
  it('keys a request by path and the query parameters that change answers, in a fixed order', () => {
    expect(resourceKey('/api/categories', {})).toBe('/api/categories');
    expect(resourceKey('/api/search', { where: 'São Paulo', q: 'a b', utm: 'x' })).toBe(
      '/api/search?q=a%20b&where=S%C3%A3o%20Paulo',
    );
    expect(resourceKey('/api/search', { q: ['a', 'b'] })).toBe('/api/search?q=["a","b"]');
  });
});
