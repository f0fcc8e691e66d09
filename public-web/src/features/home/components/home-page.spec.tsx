import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homepageData } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

const panel = (name: string) => screen.getByRole('region', { name });

describe('home page', () => {
  it('keeps the search form when its highlights fail, says so, and loads them on Retry', async () => {
    let answers = 0;
    mockApi({
      '/api/homepage-data': () =>
        answers++ === 0 ? json({ statusCode: 503, message: 'Service Unavailable' }, 503) : json(homepageData),
    });
    renderRoute('/');
    expect(await screen.findByText('The directory highlights could not be loaded. Please try again.')).toBeTruthy();
    expect(screen.getByLabelText('What are you looking for?')).toBeTruthy();
    expect(within(panel('TRENDING SEARCHES')).queryAllByRole('link', { name: /#1/ })).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const trending = within(panel('TRENDING SEARCHES'));
    expect(await trending.findByRole('link', { name: /#1\s*Restaurant/ })).toBeTruthy();
    expect(screen.queryByText('The directory highlights could not be loaded. Please try again.')).toBeNull();
    expect(answers).toBe(2);
  });

  it('ranks trending searches and links them to their category', async () => {
    mockApi({ '/api/homepage-data': homepageData });
    renderRoute('/');
    const trending = within(await screen.findByRole('region', { name: 'TRENDING SEARCHES' }));
    const first = await trending.findByRole('link', { name: /#1\s*Restaurant/ });
    expect(first.getAttribute('href')).toBe('/categories/restaurant');
    expect(trending.getByRole('link', { name: 'Categories by letter: A' }).getAttribute('href')).toBe('/categories/a');
  });

  it('keeps long names whole in the markup: CSS ends them with an ellipsis only where they do not fit', async () => {
    mockApi({ '/api/homepage-data': homepageData });
    renderRoute('/');
    const categories = within(await screen.findByRole('region', { name: 'BUSINESS CATEGORIES' }));
    const link = await categories.findByTitle('Heating, ventilation and air conditioning contractor');
    expect(link.textContent).toContain('Heating, ventilation and air conditioning contractor');
    expect(link.textContent).not.toContain('…');
  });

  it("links cities with the city's real country code (docs/behaviour.md §0), and countries by slug", async () => {
    mockApi({ '/api/homepage-data': homepageData });
    renderRoute('/');
    const cities = within(await screen.findByRole('region', { name: 'GLOBAL CITIES' }));
    expect((await cities.findByTitle('London')).getAttribute('href')).toBe('/cities/gb/london');
    expect(cities.getByTitle('New York').getAttribute('href')).toBe('/cities/us/new-york');
    expect(cities.getByRole('link', { name: 'Cities by letter: Z' }).getAttribute('href')).toBe('/cities/z');
    const markets = within(panel('GLOBAL MARKETS'));
    expect(markets.getByTitle('United Kingdom').getAttribute('href')).toBe('/countries/united-kingdom');
  });

  it("'Search' navigates to /search with the keyword and place, and shows the results", async () => {
    const api = mockApi({
      '/api/homepage-data': homepageData,
      '/api/search': {
        q: 'pizza',
        where: 'Berlin',
        total: 1,
        page: 1,
        limit: 12,
        totalPages: 1,
        businesses: [
          {
            id: 3,
            name: 'Pizzeria Roma',
            slug: 'pizzeria-roma-x1y2z3',
            category: 'Pizza restaurant',
            categorySlug: 'pizza-restaurant',
            address: 'Torstraße 1, Berlin',
            city: 'Berlin',
            countryCode: 'DE',
            phone: null,
            imageUrl: null,
            rating: 4.4,
            reviewCount: 87,
          },
        ],
      },
    });
    const { router } = renderRoute('/');
    fireEvent.change(await screen.findByLabelText('What are you looking for?'), { target: { value: 'pizza' } });
    // The button searches everywhere until a place narrows it, and says which.
    expect(screen.getByRole('button', { name: 'Search Globally' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Where?'), { target: { value: 'Berlin' } });
    expect(screen.queryByRole('button', { name: 'Search Globally' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('heading', { name: 'Pizzeria Roma' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=pizza&where=Berlin');
    expect(api.requests()).toContain('/api/search?q=pizza&where=Berlin&page=1&limit=12');
    expect(screen.getByText('1 business found')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Pizzeria Roma/ }).getAttribute('href')).toBe(
      '/business/pizzeria-roma-x1y2z3',
    );
  });
});
