import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { citySummaries, cityDetail } from '../../../testing/fixtures';
import { json, mockApi, notFound } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

describe('cities directory', () => {
  it('shows 12 skeleton cards while loading', async () => {
    mockApi({ '/api/cities': () => new Promise<Response>(() => undefined) });
    renderRoute('/cities');
    await screen.findByRole('heading', { level: 1, name: 'Cities Directory' });
    expect(screen.getAllByTestId('city-skeleton')).toHaveLength(12);
  });

  it('shows stat cards and city cards linking by lower-case country code and city slug', async () => {
    mockApi({ '/api/cities': citySummaries(13) });
    renderRoute('/cities');
    expect(await screen.findByText('Showing 1 to 12 of 13 cities')).toBeTruthy();
    // 500 + 499 + … + 488 = 6,422; 6,422 / 13 = 494.
    expect(screen.getByText('Total Businesses').previousSibling?.textContent).toBe('6,422');
    expect(screen.getByText('Avg per City').previousSibling?.textContent).toBe('494');
    const card = screen.getByRole('link', { name: /City 1\b/ });
    expect(card.getAttribute('href')).toBe('/cities/de/city-1');
    expect(within(card).getByText('DE')).toBeTruthy();
    expect(within(card).getByText('7.8%')).toBeTruthy();
  });

  it('matches the search against city name or country code', async () => {
    mockApi({ '/api/cities': citySummaries(13) });
    renderRoute('/cities');
    await screen.findByText('Showing 1 to 12 of 13 cities');
    const search = screen.getByRole('searchbox', { name: 'Search cities or countries' });
    fireEvent.change(search, { target: { value: 'fr' } });
    expect(await screen.findByText('Showing 1 to 6 of 6 cities')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'city 13' } });
    expect(await screen.findByText('Showing 1 to 1 of 1 cities')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'nowhere' } });
    expect(await screen.findByRole('heading', { name: 'No cities found' })).toBeTruthy();
  });

  it('filters by letter at /cities/{letter}', async () => {
    const api = mockApi({ '/api/cities?letter=Q': [] });
    renderRoute('/cities/q');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cities beginning with Q' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No cities found' })).toBeTruthy();
    expect(api.requests()).toEqual(['/api/cities?letter=Q']);
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/cities');
  });

  it("shows 'Unable to load cities' on failure", async () => {
    mockApi({ '/api/cities': () => json({ statusCode: 500 }, 500) });
    renderRoute('/cities');
    expect(await screen.findByRole('heading', { name: 'Unable to load cities' })).toBeTruthy();
  });

  it("lists a country's cities at /countries/{slug}/cities", async () => {
    mockApi({ '/api/countries/germany/cities': citySummaries(25).filter((c) => c.countryCode === 'DE') });
    renderRoute('/countries/germany/cities');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cities in Germany' })).toBeTruthy();
    expect(await screen.findByText('Showing 1 to 12 of 13 cities')).toBeTruthy();
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
    expect(side.getAllByRole('link')[0].getAttribute('href')).toBe('/categories/sorte-1');
  });

  it("shows 'City not found' with a link back to /cities", async () => {
    mockApi({ '/api/cities/de/atlantis': notFound('City not found') });
    renderRoute('/cities/de/atlantis');
    expect(await screen.findByRole('heading', { name: 'City not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Cities' }).getAttribute('href')).toBe('/cities');
  });
});
