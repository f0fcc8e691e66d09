import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessDetail, homepageData } from '../../../testing/fixtures';
import { json, mockApi, notFound } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

// Leaflet needs a real layout engine; the map module is replaced by a marker of what it was given.
vi.mock('./business-map', () => ({
  default: ({ position }: { position: { lat: number; lng: number } }) => (
    <div data-testid="business-map">{`${position.lat},${position.lng}`}</div>
  ),
}));

describe('business page', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the hero, contact card with hours by weekday, map, amenities and reviews', async () => {
    // Monday 10:00 in Hameln (Europe/Berlin, UTC+1 in December): within 08:00–18:00.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.UTC(2025, 11, 15, 9, 0)));
    mockApi({ '/api/businesses/cafe-muller-k3x9z2': businessDetail });
    renderRoute('/business/cafe-muller-k3x9z2');

    // While loading, the page still has its h1.
    expect(await screen.findByRole('heading', { level: 1, name: 'Loading business…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Café Müller' })).toBeTruthy();
    expect(screen.getByText('Open now')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cafe' }).getAttribute('href')).toBe('/categories/cafe');
    expect(screen.getAllByText('(200 reviews)').length).toBeGreaterThan(0);
    expect(screen.getByText('Family-run café with home-made cakes.')).toBeTruthy();
    expect(document.title).toBe('Café Müller – Cafe | Global Business Directory');

    const contact = within(screen.getByRole('region', { name: 'Contact Information' }));
    expect(contact.getByRole('link', { name: '+49 5151 123456' }).getAttribute('href')).toBe('tel:+495151123456');
    const hours = within(contact.getByRole('table', { name: 'Opening hours' }));
    expect(hours.getByRole('row', { name: 'Monday 08:00 – 18:00' })).toBeTruthy();
    expect(hours.getByRole('row', { name: 'Sunday Closed' })).toBeTruthy();
    expect(hours.getByRole('row', { name: 'Monday 08:00 – 18:00' }).getAttribute('aria-current')).toBe('date');
    expect(contact.getByText('Local time (Berlin)')).toBeTruthy();

    const nearby = within(screen.getByRole('region', { name: 'Nearby' }));
    expect(nearby.getByRole('link', { name: 'Rattenfänger Bäckerei' }).getAttribute('href')).toBe(
      '/business/rattenfanger-backerei-p2q8r1',
    );
    expect(nearby.getByText('Bakery · Hameln')).toBeTruthy();

    expect((await screen.findByTestId('business-map')).textContent).toBe('52.1036,9.3561');

    const amenities = within(screen.getByRole('region', { name: 'Amenities & Features' }));
    expect(amenities.getByText('Wi-Fi')).toBeTruthy();
    expect(amenities.getByText('Outdoor seating')).toBeTruthy();
    expect(amenities.getByText('Delivery')).toBeTruthy();

    // docs/screens.md §9: "5 stars 72%, 4 stars 15%, 3 stars 5%, 2 stars 6%, 1 star 2%", each rounded down.
    const reviews = within(screen.getByRole('region', { name: 'Customer Reviews' }));
    expect(reviews.getByText('4.6')).toBeTruthy();
    // The imported figure is a third party's: its average and count, no invented bars (docs/behaviour.md §0).
    expect(reviews.getByText('4.6 · 200 reviews on Google')).toBeTruthy();
    expect(reviews.queryAllByRole('progressbar')).toHaveLength(0);
    expect(reviews.getByRole('link', { name: /View All Reviews on Google/ }).getAttribute('href')).toContain(
      'query_place_id=ChIJabc123',
    );
    expect(screen.getByRole('link', { name: 'Upload Business' }).getAttribute('href')).toBe('/upload');
    expect(screen.getByRole('link', { name: 'Back to Directory' }).getAttribute('href')).toBe('/');
  });

  it("shows this site's reviews apart: the real bars and the most helpful reviews, or 'No reviews yet'", async () => {
    const none = { average: null, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };
    mockApi({
      '/api/businesses/cafe-muller-k3x9z2': businessDetail,
      '/api/businesses/cafe-muller-k3x9z2/reviews': {
        reviews: [
          {
            id: 1,
            rating: 5,
            text: 'The best plum cake in Hameln, and the coffee is strong.',
            author: { displayName: 'Greta' },
            createdAt: '2026-02-01T09:00:00.000Z',
            editedAt: null,
            helpfulCount: 2,
            ownerReply: { text: 'Thank you, Greta!', createdAt: '2026-02-02T09:00:00.000Z', editedAt: null },
          },
        ],
        page: 1,
        limit: 3,
        total: 3,
        totalPages: 1,
        summary: { average: 4.3, count: 3, distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } },
      },
      '/api/businesses/new-place-aaaaaa': { ...businessDetail, slug: 'new-place-aaaaaa', rating: null, reviewCount: 0 },
      '/api/businesses/new-place-aaaaaa/reviews': {
        reviews: [],
        page: 1,
        limit: 3,
        total: 0,
        totalPages: 0,
        summary: none,
      },
    });
    const { router } = renderRoute('/business/cafe-muller-k3x9z2');
    const own = within(await screen.findByRole('region', { name: 'Reviews on this site' }));
    expect(await own.findByText('3 reviews on this site')).toBeTruthy();
    expect(
      Number(own.getByRole('progressbar', { name: '4 stars: 2 reviews' }).getAttribute('aria-valuenow')),
    ).toBeCloseTo(66.67, 1);
    expect(own.getByRole('progressbar', { name: '1 stars: 0 reviews' }).getAttribute('aria-valuenow')).toBe('0');
    expect(own.getByText('Thank you, Greta!')).toBeTruthy();
    expect(own.getByRole('link', { name: 'See all 3 reviews' }).getAttribute('href')).toBe(
      '/business/cafe-muller-k3x9z2/reviews',
    );

    await router.navigate('/business/new-place-aaaaaa');
    expect(await screen.findByText('No reviews on Google yet')).toBeTruthy();
    // No rating on Google: no 0.0 and no empty stars that would read as one.
    const unrated = within(screen.getByRole('region', { name: 'Customer Reviews' }));
    expect(unrated.queryByText('0.0')).toBeNull();
    expect(unrated.queryByRole('img', { name: /Rated .* on Google/ })).toBeNull();
    expect(unrated.getByRole('link', { name: /View All Reviews on Google/ })).toBeTruthy();
    const empty = within(screen.getByRole('region', { name: 'Reviews on this site' }));
    expect(await empty.findByText(/No reviews yet/)).toBeTruthy();
    expect(empty.queryAllByRole('progressbar')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 }).parentElement?.textContent).toContain('No rating yet');
  });

  it('gives a count of Google reviews without a rating as the count alone, drawing no stars', async () => {
    mockApi({ '/api/businesses/cafe-muller-k3x9z2': { ...businessDetail, rating: null, reviewCount: 12 } });
    renderRoute('/business/cafe-muller-k3x9z2');
    const card = within(await screen.findByRole('region', { name: 'Customer Reviews' }));
    expect(card.getByText('12 reviews on Google')).toBeTruthy();
    expect(card.queryByRole('img', { name: /Rated .* on Google/ })).toBeNull();
  });

  it("heads a business without a rating on Google with this site's own, said to be so", async () => {
    const siteRated = { ...businessDetail, rating: null, reviewCount: 0, siteRating: { average: 4, count: 8 } };
    mockApi({ '/api/businesses/cafe-muller-k3x9z2': siteRated });
    renderRoute('/business/cafe-muller-k3x9z2');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Café Müller' });
    const hero = within(heading.parentElement as HTMLElement);
    expect(hero.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeTruthy();
    expect(hero.getByText('(8 reviews on this site)')).toBeTruthy();
    expect(hero.queryByText('No rating yet')).toBeNull();
  });

  it("says 'Opens at' before opening and 'Closed' on a closed day (docs/screens.md §4)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.UTC(2025, 11, 16, 6, 15))); // Tuesday 07:15 in Hameln
    mockApi({ '/api/businesses/cafe-muller-k3x9z2': businessDetail });
    const first = renderRoute('/business/cafe-muller-k3x9z2');
    expect(await screen.findByText('Opens at 08:00')).toBeTruthy();
    first.unmount();

    vi.setSystemTime(new Date(Date.UTC(2025, 11, 14, 11, 0))); // Sunday 12:00 in Hameln
    renderRoute('/business/cafe-muller-k3x9z2');
    expect(await screen.findByText('Closed', { selector: '.ui-chip-label' })).toBeTruthy();
  });

  it('retries once without the 6-character suffix and shows the canonical address (docs/screens.md §7)', async () => {
    const api = mockApi({
      '/api/businesses/cafe-muller-zzzzzz': notFound('Business not found'),
      '/api/businesses/cafe-muller': businessDetail,
    });
    const { router } = renderRoute('/business/cafe-muller-zzzzzz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Café Müller' })).toBeTruthy();
    expect(api.requests().slice(0, 2)).toEqual(['/api/businesses/cafe-muller-zzzzzz', '/api/businesses/cafe-muller']);
    expect(router.state.location.pathname).toBe('/business/cafe-muller-k3x9z2');
    expect(api.requests()).not.toContain('/api/businesses/cafe-muller-k3x9z2');
  });

  it("shows 'Location not available' without coordinates", async () => {
    mockApi({ '/api/businesses/cafe-muller-k3x9z2': { ...businessDetail, latitude: null, longitude: null } });
    renderRoute('/business/cafe-muller-k3x9z2');
    expect(await screen.findByText('Location not available')).toBeTruthy();
    expect(screen.queryByTestId('business-map')).toBeNull();
  });

  it('substitutes a generic description for the broken text [object Object] (docs/screens.md §5)', async () => {
    mockApi({
      '/api/businesses/cafe-muller-k3x9z2': { ...businessDetail, category: 'Plumber', description: '[object Object]' },
    });
    renderRoute('/business/cafe-muller-k3x9z2');
    expect(await screen.findByText(/^Plumbing services for installations/)).toBeTruthy();
  });

  it("shows 'Business not found' when neither the slug nor its name part exists", async () => {
    const api = mockApi({});
    renderRoute('/business/gone-abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Business not found' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText("The business you're looking for doesn't exist or has been removed.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(api.requests()).toEqual(['/api/businesses/gone-abc123', '/api/businesses/gone']);
  });

  it('does not call a server failure "not found"', async () => {
    mockApi({
      '/api/businesses/cafe-muller-k3x9z2': () => json({ statusCode: 500, message: 'Internal server error' }, 500),
    });
    renderRoute('/business/cafe-muller-k3x9z2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unable to load this business' })).toBeTruthy();
  });

  describe("'Back to Directory'", () => {
    afterEach(() => window.history.replaceState(null, ''));

    it('goes back in history when the visitor came from a page of this site', async () => {
      mockApi({ '/api/businesses/cafe-muller-k3x9z2': businessDetail });
      const { router } = renderRoute('/privacy-policy');
      await router.navigate('/business/cafe-muller-k3x9z2');
      // What the browser router keeps in history.state: the index of this entry in the visit.
      window.history.replaceState({ idx: 1 }, '');
      const back = await screen.findByRole('link', { name: 'Back to Directory' });
      expect(back.getAttribute('href')).toBe('/');
      fireEvent.click(back);
      await waitFor(() => expect(router.state.location.pathname).toBe('/privacy-policy'));
    });

    it('leads home when the business page is the first page of the visit', async () => {
      mockApi({
        '/api/businesses/cafe-muller-k3x9z2': businessDetail,
        '/api/homepage-data': homepageData,
      });
      const { router } = renderRoute('/business/cafe-muller-k3x9z2');
      fireEvent.click(await screen.findByRole('link', { name: 'Back to Directory' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    });
  });
});
