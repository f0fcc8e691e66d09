import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CitySummary } from '@directory/shared';
import { cityDetail, cityPage, citySummaries } from '../../../testing/fixtures';
import { json, mockApi, notFound } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

const saoPaulo: CitySummary = {
  city: 'São Paulo',
  citySlug: 'sao-paulo',
  country: 'Brazil',
  countryCode: 'BR',
  businessCount: 9,
  categoryCount: 3,
};

describe('cities directory', () => {
  it('shows 12 skeleton cards while loading', async () => {
    mockApi({ '/api/cities': () => new Promise<Response>(() => undefined) });
    renderRoute('/cities');
    await screen.findByRole('heading', { level: 1, name: 'Cities Directory' });
    expect(screen.getAllByTestId('city-skeleton')).toHaveLength(12);
  });

  it('shows the server totals in the stat cards and city cards linking by lower-case country code and city slug', async () => {
    const api = mockApi({ '/api/cities': cityPage(citySummaries(12), { total: 13, totalBusinesses: 6_422 }) });
    renderRoute('/cities');
    expect(await screen.findByText('Showing 1 to 12 of 13 cities')).toBeTruthy();
    expect(api.requests()).toEqual(['/api/cities?page=1&limit=12']);
    expect(screen.getByText('Total Businesses').previousSibling?.textContent).toBe('6,422');
    // 6,422 / 13 = 494.
    expect(screen.getByText('Avg per City').previousSibling?.textContent).toBe('494');
    const card = screen.getByRole('link', { name: /City 1\b/ });
    expect(card.getAttribute('href')).toBe('/cities/de/city-1');
    expect(within(card).getByText('DE')).toBeTruthy();
    expect(within(card).getByText('7.8%')).toBeTruthy();
  });

  it('asks the server for the typed search from page 1 and shows its answer', async () => {
    const api = mockApi({
      '/api/cities?page=2&limit=12': cityPage(citySummaries(1), { page: 2, total: 13 }),
      '/api/cities?q=sao&page=1&limit=12': cityPage([saoPaulo], { totalBusinesses: 9 }),
      '/api/cities?q=nowhere&page=1&limit=12': cityPage([]),
      '/api/cities?page=1&limit=12': cityPage(citySummaries(12), { total: 13 }),
    });
    renderRoute('/cities?page=2');
    expect(await screen.findByText('Showing 13 to 13 of 13 cities')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search cities or countries' });
    fireEvent.change(search, { target: { value: 'sao' } });
    expect(await screen.findByRole('link', { name: /São Paulo/ })).toBeTruthy();
    expect(screen.getByText('Showing 1 to 1 of 1 cities')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'nowhere' } });
    expect(await screen.findByRole('heading', { name: 'No cities found' })).toBeTruthy();
    expect(api.requests()).toContain('/api/cities?q=sao&page=1&limit=12');
    // The header keeps the totals of every city, not of the filtered set.
    expect(screen.getByText('Cities', { selector: 'header p' }).previousSibling?.textContent).toBe('13');
  });

  it('pages with real links: the pager leads to ?page=2 and that page is read from the server', async () => {
    const api = mockApi({
      '/api/cities?page=1&limit=12': cityPage(citySummaries(12), { total: 13 }),
      '/api/cities?page=2&limit=12': cityPage([saoPaulo], { page: 2, total: 13 }),
    });
    renderRoute('/cities');
    await screen.findByText('Showing 1 to 12 of 13 cities');
    const next = screen.getByRole('link', { name: 'Page 2' });
    expect(next.getAttribute('href')).toBe('/cities?page=2');
    fireEvent.click(next);
    expect(await screen.findByRole('link', { name: /São Paulo/ })).toBeTruthy();
    expect(api.requests()).toEqual(['/api/cities?page=1&limit=12', '/api/cities?page=2&limit=12']);
  });

  it('filters by letter at /cities/{letter}', async () => {
    const api = mockApi({ '/api/cities': cityPage([]) });
    renderRoute('/cities/q');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cities beginning with Q' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No cities found' })).toBeTruthy();
    expect(api.requests()).toEqual(['/api/cities?letter=Q&page=1&limit=12']);
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/cities');
  });

  it("shows 'Unable to load cities' on failure", async () => {
    mockApi({ '/api/cities': () => json({ statusCode: 500 }, 500) });
    renderRoute('/cities');
    expect(await screen.findByRole('heading', { name: 'Unable to load cities' })).toBeTruthy();
  });

  it("lists a country's cities at /countries/{slug}/cities", async () => {
    const germany = citySummaries(25).filter((c) => c.countryCode === 'DE');
    const api = mockApi({ '/api/countries/germany/cities': cityPage(germany.slice(0, 12), { total: 13 }) });
    renderRoute('/countries/germany/cities');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cities in Germany' })).toBeTruthy();
    expect(await screen.findByText('Showing 1 to 12 of 13 cities')).toBeTruthy();
    expect(api.requests()).toEqual(['/api/countries/germany/cities?page=1&limit=12']);
  });
});

describe('city detail', () => {
  it('shows heading, totals, top 15 categories and the paged business grid', async () => {
    const api = mockApi({ '/api/cities/de/berlin': cityDetail });
    renderRoute('/cities/de/berlin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Berlin, Germany' })).toBeTruthy();
    expect(await screen.findByText('Showing 1 - 12 of 14 businesses')).toBeTruthy();
    expect(api.requests()).toEqual(['/api/cities/de/berlin?page=1&limit=12']);
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Germany' }).getAttribute('href')).toBe('/countries/germany');
    const side = within(screen.getByRole('complementary', { name: 'TOP CATEGORIES' }));
    expect(side.getAllByRole('link')).toHaveLength(15);
    expect(side.getAllByRole('link')[0].getAttribute('href')).toBe('/search?where=Berlin%2C+Germany&category=sorte-1');
  });

  it("shows 'City not found' with a link back to /cities", async () => {
    mockApi({ '/api/cities/de/atlantis': notFound('City not found') });
    renderRoute('/cities/de/atlantis');
    expect(await screen.findByRole('heading', { level: 1, name: 'City not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Cities' }).getAttribute('href')).toBe('/cities');
  });
});
