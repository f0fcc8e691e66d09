import { resourceKey } from './http-cache.headers.js';

describe('HTTP cache helpers', () => {
  it('keys a request by path and the query parameters that change answers, in a fixed order', () => {
    expect(resourceKey('/api/categories', {})).toBe('/api/categories');
    expect(resourceKey('/api/search', { where: 'São Paulo', q: 'a b', utm: 'x' })).toBe(
      '/api/search?q=a%20b&where=S%C3%A3o%20Paulo',
    );
    expect(resourceKey('/api/search', { q: ['a', 'b'] })).toBe('/api/search?q=["a","b"]');
  });

  it('keys an open-now search by the minute, as its answer changes with the clock', () => {
    const minute = 60_000;
    const key = (now: number) => resourceKey('/api/search', { q: 'bar', openNow: 'true' }, now);
    expect(key(10 * minute)).toBe('/api/search?openNow=true&q=bar&minute=10');
    expect(key(10 * minute + 59_999)).toBe(key(10 * minute));
    expect(key(11 * minute)).not.toBe(key(10 * minute));
  });
});
