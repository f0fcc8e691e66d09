import { matchesEtag, resourceKey } from './http-cache.headers.js';
import { takesGzip } from './http-cache.service.js';

describe('HTTP cache helpers', () => {
  it('compares If-None-Match weakly, in lists and with *', () => {
    const etag = 'W/"abc"';
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('"x", W/"abc"', etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"abcd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });

  it('keys a request by path and the query parameters that change answers, in a fixed order', () => {
    expect(resourceKey('/api/categories', {})).toBe('/api/categories');
    expect(resourceKey('/api/search', { where: 'São Paulo', q: 'a b', utm: 'x' })).toBe(
      '/api/search?q=a%20b&where=S%C3%A3o%20Paulo',
    );
    expect(resourceKey('/api/search', { q: ['a', 'b'] })).toBe('/api/search?q=["a","b"]');
  });

  it('reads Accept-Encoding weights', () => {
    expect(takesGzip('gzip, deflate, br')).toBe(true);
    expect(takesGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(takesGzip('*')).toBe(true);
    expect(takesGzip('gzip;q=0, *')).toBe(false);
    expect(takesGzip('identity')).toBe(false);
    expect(takesGzip('')).toBe(false);
  });
});
