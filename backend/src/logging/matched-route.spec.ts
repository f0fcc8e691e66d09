import { matchedRoute } from './matched-route.js';

describe('matchedRoute', () => {
  it("names the controller route's pattern, not the URL", () => {
    expect(matchedRoute({ baseUrl: '', route: { path: '/api/businesses/:slug' } })).toBe('/api/businesses/:slug');
  });

  it('prefixes the path a router is mounted on', () => {
    expect(matchedRoute({ baseUrl: '/api', route: { path: '/health' } })).toBe('/api/health');
  });

  it('names nothing when no route matched', () => {
    expect(matchedRoute({})).toBeUndefined();
  });

  it("ignores a middleware's catch-all route", () => {
    expect(matchedRoute({ baseUrl: '', route: { path: '{/*splat}' } })).toBeUndefined();
  });
});
