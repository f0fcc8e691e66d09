import { escapeXml, SitemapIndex, UrlSet } from './sitemap-xml.js';
import { pagePaths } from './sitemap-paths.js';

describe('sitemap XML', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('writes a urlset with loc and optional lastmod, counting entries', () => {
    const doc = new UrlSet();
    doc.add({ loc: 'https://x.example/a?b=1&c=2', lastmod: '2025-01-02T03:04:05Z' });
    doc.add({ loc: 'https://x.example/' });
    expect(doc.count).toBe(2);
    expect(doc.toBuffer().toString('utf8')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://x.example/a?b=1&amp;c=2</loc><lastmod>2025-01-02T03:04:05Z</lastmod></url>\n' +
        '<url><loc>https://x.example/</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('writes a sitemap index', () => {
    const doc = new SitemapIndex();
    doc.add({ loc: 'https://x.example/sitemaps/main.xml' });
    expect(doc.toBuffer().toString('utf8')).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://x.example/sitemaps/main.xml</loc></sitemap>\n</sitemapindex>',
    );
  });
});

describe('sitemap page paths', () => {
  it('names countries by their slugified English short name, or by the code when unknown', () => {
    expect(pagePaths.country('us')).toBe('/countries/united-states-of-america');
    expect(pagePaths.country('CI')).toBe('/countries/cote-d-ivoire');
    expect(pagePaths.country('ZZ')).toBe('/countries/zz');
  });

  it('builds city paths with the lower-case country code and encodes odd slugs', () => {
    expect(pagePaths.city('DE', 'munchen')).toBe('/cities/de/munchen');
    expect(pagePaths.category('a/b c')).toBe('/categories/a%2Fb%20c');
  });
});
