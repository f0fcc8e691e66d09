import request from 'supertest';
import { DataChangesService } from '../../src/data-changes/data-changes.service.js';
import { SitemapGenerator } from '../../src/sitemap/sitemap-generator.service.js';
import { createBusiness } from '../factories/business.factory.js';
import { verifiedAccountAgent } from '../support/account-agent.js';
import { useTestApp } from '../support/test-app.js';

const BASE = 'https://directory.example';
const MARKUP = 'Lovely <b>bold</b> bread <script>alert(1)</script> and <a href="/x">a link</a> to nothing.';
let counter = 0;

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no JSON-LD in page');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

/** The review texts in the order the page shows them (each review is an `<article>`). */
const articleTexts = (html: string) =>
  [...html.matchAll(/<article[^>]*aria-label="Review by [^"]*"[\s\S]*?<\/article>/g)].map((m) => m[0]);

describe('reviews on the public pages (docs/behaviour.md §13, §8)', () => {
  const ctx = useTestApp({ reset: 'once', admin: true, env: { PUBLIC_BASE_URL: BASE } });
  const http = () => request(ctx.app.getHttpServer());
  let slug: string;
  let quietSlug: string;
  const written: Array<{ id: number; rating: number; text: string }> = [];

  /** A verified account writes one review; the agent stays signed in. */
  async function review(target: string, rating: number, text: string) {
    const agent = await verifiedAccountAgent(ctx.app, `pages-${++counter}@example.com`, `Reader ${counter}`);
    const res = await agent.post(`/api/businesses/${target}/reviews`).send({ rating, text }).expect(201);
    return { agent, review: res.body.review as { id: number; state: string } };
  }

  beforeAll(async () => {
    const business = await createBusiness(ctx.app, { name: 'Page Bakery', rating: 4.6, reviewCount: 812 });
    const quiet = await createBusiness(ctx.app, { name: 'Quiet Bakery' });
    slug = business.slug;
    quietSlug = quiet.slug;
    await ctx.app.get(DataChangesService).bulkChanged('test-setup');
    const ratings = [5, 4, 4, 3, 5, 2, 5, 1, 4, 5, 3, 4];
    const agents = [];
    for (const [i, rating] of ratings.entries()) {
      const text = i === 0 ? MARKUP : `Review number ${i + 1} of the bakery, rated ${rating} of five.`;
      const { agent, review: r } = await review(slug, rating, text);
      written.push({ id: r.id, rating, text });
      agents.push(agent);
    }
    // Helpful votes make the order: review 3 most helpful (2 votes), then review 1 (the markup) with one.
    await agents[5]!.post(`/api/reviews/${written[2]!.id}/helpful`).expect(200);
    await agents[6]!.post(`/api/reviews/${written[2]!.id}/helpful`).expect(200);
    await agents[7]!.post(`/api/reviews/${written[0]!.id}/helpful`).expect(200);
  }, 120_000);

  it('shows the summary, five real bars and the three most helpful reviews in the server HTML, markup as text', async () => {
    const html = (await http().get(`/business/${slug}`).expect(200)).text;
    expect(html).toContain('Reviews on this site');
    expect(html).toContain('12 reviews on this site');
    // 5★ ×4, 4★ ×4, 3★ ×2, 2★ ×1, 1★ ×1: the bars name their real counts.
    for (const [stars, n] of [
      [5, 4],
      [4, 4],
      [3, 2],
      [2, 1],
      [1, 1],
    ]) {
      expect(html).toContain(`aria-label="${stars} stars: ${n} review${n === 1 ? '' : 's'}"`);
    }
    const articles = articleTexts(html);
    expect(articles).toHaveLength(3);
    expect(articles[0]).toContain('Review number 3 of the bakery');
    expect(articles[1]).toContain('Lovely &lt;b&gt;bold&lt;/b&gt; bread &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('href="/x"');
    expect(html).toContain(`href="/business/${slug}/reviews"`);
    expect(html).toContain('See all 12 reviews');
    expect(html).toMatch(/href="\/account\/login\?next=[^"]*"[^>]*>.*Sign in to write a review/);
    // The imported figure stays, labelled as the third party's.
    expect(html).toContain('4.6 · 812 reviews on Google');
    expect(html).toContain('View All Reviews on Google');
  });

  it('marks up aggregateRating and the shown reviews from this site only, and none while there are none', async () => {
    const ld = jsonLd((await http().get(`/business/${slug}`).expect(200)).text);
    const average = Math.round((written.reduce((sum, r) => sum + r.rating, 0) / written.length) * 10) / 10;
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: average,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    const reviews = ld.review as Array<{ reviewBody: string; reviewRating: { ratingValue: number } }>;
    expect(reviews).toHaveLength(3);
    expect(reviews[1]!.reviewBody).toBe(MARKUP);
    const quiet = (await http().get(`/business/${quietSlug}`).expect(200)).text;
    expect(jsonLd(quiet)).not.toHaveProperty('aggregateRating');
    expect(jsonLd(quiet)).not.toHaveProperty('review');
    expect(quiet).toContain('No reviews yet');
  });

  it('lists every review ten a page with links to each page and order, and its own canonical address', async () => {
    const first = (await http().get(`/business/${slug}/reviews`).expect(200)).text;
    expect(first).toContain('<title>Reviews of Page Bakery | Global Business Directory</title>');
    expect(canonicalOf(first)).toBe(`${BASE}/business/${slug}/reviews`);
    expect(articleTexts(first)).toHaveLength(10);
    expect(first).toContain(`href="/business/${slug}/reviews?page=2"`);
    for (const sort of ['newest', 'highest', 'lowest']) {
      expect(first).toContain(`href="/business/${slug}/reviews?sort=${sort}"`);
    }
    const second = (await http().get(`/business/${slug}/reviews?page=2`).expect(200)).text;
    expect(articleTexts(second)).toHaveLength(2);
    expect(canonicalOf(second)).toBe(`${BASE}/business/${slug}/reviews?page=2`);

    const newest = articleTexts((await http().get(`/business/${slug}/reviews?sort=newest`).expect(200)).text);
    expect(newest[0]).toContain('Review number 12 of the bakery');
    const lowest = articleTexts((await http().get(`/business/${slug}/reviews?sort=lowest`).expect(200)).text);
    expect(lowest[0]).toContain('rated 1 of five');
    const sortedSecond = (await http().get(`/business/${slug}/reviews?sort=highest&page=2`).expect(200)).text;
    expect(sortedSecond).toContain(`href="/business/${slug}/reviews?sort=highest"`);
    expect(canonicalOf(sortedSecond)).toBe(`${BASE}/business/${slug}/reviews?page=2`);
  });

  it('moves non-canonical forms (301) and answers 404 past the end or for an unknown business', async () => {
    const moved = async (from: string, to: string) =>
      expect((await http().get(from).expect(301)).headers.location).toBe(to);
    await moved(`/business/${slug}/reviews?page=1`, `/business/${slug}/reviews`);
    await moved(`/business/${slug}/reviews?sort=helpful`, `/business/${slug}/reviews`);
    await moved(`/business/${slug}/reviews?sort=bogus&page=2`, `/business/${slug}/reviews?page=2`);
    await moved(`/business/${slug.toUpperCase()}/reviews`, `/business/${slug}/reviews`);
    await moved(`/business/${slug}/reviews?page=2&sort=newest`, `/business/${slug}/reviews?sort=newest&page=2`);
    await http().get(`/business/${slug}/reviews?page=3`).expect(404);
    await http().get('/business/no-such-bakery-a1b2c3/reviews').expect(404);
    await http().get(`/business/${quietSlug}/reviews`).expect(200);
  });

  it('keeps a held review out of the HTML, and lists a reviews page in the sitemap once there is a review', async () => {
    const { review: held } = await review(quietSlug, 5, 'Visit www.quiet-bakery.example for coupons and more bread.');
    expect(held.state).toBe('pending');
    const html = (await http().get(`/business/${quietSlug}`).expect(200)).text;
    expect(html).not.toContain('quiet-bakery.example');

    await ctx.app.get(SitemapGenerator).run('test');
    const index = (await http().get('/sitemap.xml').expect(200)).text;
    expect(index).toContain(`<loc>${BASE}/sitemaps/reviews/page-1.xml</loc>`);
    const businesses = (await http().get('/sitemaps/businesses/page-1.xml').expect(200)).text;
    expect(businesses).toContain(`<loc>${BASE}/business/${quietSlug}</loc>`);
    expect(businesses).not.toContain('/reviews</loc>');
    const reviews = (await http().get('/sitemaps/reviews/page-1.xml').expect(200)).text;
    expect(reviews).toMatch(new RegExp(`<loc>${BASE}/business/${slug}/reviews</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));
    expect(reviews).not.toContain(`<loc>${BASE}/business/${quietSlug}/reviews</loc>`);
  });
});
