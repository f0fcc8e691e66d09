import { ADMIN_DIRECTIVES, publicDirectives } from './content-security-policy.js';

describe('publicDirectives', () => {
  it('adds a plain-http tile server to img-src, its {s} subdomains as a wildcard', () => {
    expect(publicDirectives('http://{s}.tiles.example.org/{z}/{x}/{y}.png').imgSrc).toContain(
      'http://*.tiles.example.org',
    );
    expect(publicDirectives('http://10.0.0.5:8080/tiles/{z}/{x}/{y}.png').imgSrc).toContain('http://10.0.0.5:8080');
  });

  it('needs nothing more for an https tile server, which https: already covers', () => {
    expect(publicDirectives('https://tile.openstreetmap.org/{z}/{x}/{y}.png').imgSrc).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
    ]);
  });
});

describe('ADMIN_DIRECTIVES', () => {
  it('runs no script but the back office’s own files', () => {
    expect(ADMIN_DIRECTIVES.scriptSrc).toEqual(["'self'"]);
    expect(ADMIN_DIRECTIVES.connectSrc).toEqual(["'self'"]);
  });
});
