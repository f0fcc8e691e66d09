import { DEFAULT_SITE_SETTINGS } from '@directory/shared';
import { renderPublicPage, scriptJson } from './html-document.js';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Global Business Directory</title>
    <meta name="description" content="Find local businesses." />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const META = {
  status: 200,
  title: 'Cafe <Berlin>',
  description: 'Best "coffee"',
  canonical: 'http://x.test/business/a',
};

describe('renderPublicPage (docs/behaviour.md §8)', () => {
  it('replaces the title and description instead of adding second ones', () => {
    const html = renderPublicPage(TEMPLATE, META, DEFAULT_SITE_SETTINGS);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Cafe &lt;Berlin&gt;</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('content="Best &quot;coffee&quot;"');
    expect(html).toContain('<link rel="canonical" href="http://x.test/business/a" />');
  });

  it('places head_tags in <head>, facebook_pixel first in <body>, footer_tags last, each once', () => {
    const settings = {
      ...DEFAULT_SITE_SETTINGS,
      head_tags: '<script>var head=1</script>',
      analytics_code: '',
      facebook_pixel: '<noscript>pixel</noscript>',
      footer_tags: '<script>var foot=1</script></body>',
    };
    const html = renderPublicPage(TEMPLATE, META, settings);
    const [head, body] = html.split('</head>');
    expect(head).toContain(settings.head_tags);
    expect(body.indexOf(settings.facebook_pixel)).toBeLessThan(body.indexOf('<div id="root">'));
    expect(body.indexOf(settings.footer_tags)).toBeGreaterThan(body.indexOf('<div id="root">'));
    const tags = [settings.head_tags, settings.facebook_pixel, settings.footer_tags];
    for (const tag of tags) expect(html.split(tag)).toHaveLength(2);
  });
});

describe('scriptJson', () => {
  it('escapes "<" so a value cannot close the JSON-LD script tag', () => {
    const json = scriptJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
