import { isForeignOrigin, isUnsafeMethod } from './origin-check.js';

describe('isForeignOrigin', () => {
  const hosts = ['directory.example:3000', undefined, 'www.directory.example'];

  it('accepts a request without Origin (same-origin GETs, curl)', () => {
    expect(isForeignOrigin(undefined, hosts)).toBe(false);
  });

  it('accepts the serving host and the public base URL host', () => {
    expect(isForeignOrigin('http://directory.example:3000', hosts)).toBe(false);
    expect(isForeignOrigin('https://www.directory.example', hosts)).toBe(false);
    expect(isForeignOrigin('https://WWW.Directory.example', hosts)).toBe(false);
  });

  it('ignores a default port that only the Host header carries', () => {
    expect(isForeignOrigin('https://www.directory.example', ['www.directory.example:443'])).toBe(false);
  });

  it('refuses another site, another port, an opaque origin and garbage', () => {
    expect(isForeignOrigin('https://evil.example', hosts)).toBe(true);
    expect(isForeignOrigin('http://directory.example:4000', hosts)).toBe(true);
    expect(isForeignOrigin('null', hosts)).toBe(true);
    expect(isForeignOrigin('file://', hosts)).toBe(true);
    expect(isForeignOrigin('not a url', hosts)).toBe(true);
  });
});

describe('helpers', () => {
  it('treats POST, PUT, PATCH and DELETE as unsafe', () => {
    expect(['POST', 'put', 'PATCH', 'DELETE'].every(isUnsafeMethod)).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some(isUnsafeMethod)).toBe(false);
  });
});
