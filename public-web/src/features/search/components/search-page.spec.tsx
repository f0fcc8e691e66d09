import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessCards } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

describe('search page', () => {
  it('shows paged results of GET /api/search', async () => {
    const api = mockApi({
      '/api/search': {
        q: 'restaurant',
        where: '',
        total: 30,
        page: 2,
        limit: 12,
        totalPages: 3,
        businesses: businessCards(12, 12),
      },
    });
    renderRoute('/search?q=restaurant&page=2');
    expect(await screen.findByText('Showing 13 - 24 of 30 businesses')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “restaurant”' })).toBeTruthy();
    expect(api.requests()[0]).toBe('/api/search?q=restaurant&page=2&limit=12');
    expect((screen.getByLabelText('What are you looking for?') as HTMLInputElement).value).toBe('restaurant');
  });

  it('keeps the pager links on the search and names at most 80 characters of a long term in the heading', async () => {
    const long = 'x'.repeat(3000);
    mockApi({
      '/api/search': {
        q: long,
        where: '',
        total: 30,
        page: 1,
        limit: 12,
        totalPages: 3,
        businesses: businessCards(12),
      },
    });
    renderRoute(`/search?q=${long}&where=Berlin`);
    expect(await screen.findByText('Showing 1 - 12 of 30 businesses')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Results for “${'x'.repeat(80)}…” in Berlin`);
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      `/search?q=${long}&where=Berlin&page=2`,
    );
  });

  it('says a page past the end does not exist and links to the last one, instead of showing the last page', async () => {
    mockApi({
      '/api/search': {
        q: 'restaurant',
        where: '',
        total: 30,
        page: 3,
        limit: 12,
        totalPages: 3,
        businesses: businessCards(6, 24),
      },
    });
    renderRoute('/search?q=restaurant&page=999');
    expect(await screen.findByRole('heading', { name: 'There is no page 999' })).toBeTruthy();
    expect(screen.getByText('This list has 3 pages.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the last page' }).getAttribute('href')).toBe(
      '/search?q=restaurant&page=3',
    );
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('says when nothing matched', async () => {
    mockApi({
      '/api/search': { q: 'zzz', where: 'Mars', total: 0, page: 1, limit: 12, totalPages: 0, businesses: [] },
    });
    renderRoute('/search?q=zzz&where=Mars');
    expect(await screen.findByRole('heading', { name: 'No businesses found' })).toBeTruthy();
  });

  it('searches near the visitor with the position in the URL', async () => {
    const api = mockApi({
      '/api/search': { q: '', where: '', total: 1, page: 1, limit: 12, totalPages: 1, businesses: businessCards(1) },
    });
    renderRoute('/search?lat=51.507&lng=-0.128&sort=distance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for businesses near you' })).toBeTruthy();
    // The heading shows at once; the request follows once the page's search rules have loaded.
    await waitFor(() =>
      expect(api.requests()[0]).toBe('/api/search?sort=distance&lat=51.507&lng=-0.128&page=1&limit=12'),
    );
    expect(screen.getByRole('link', { name: 'Stop searching near you' }).getAttribute('href')).toBe('/search');
  });

  it('asks for search terms instead of searching for nothing', async () => {
    const api = mockApi({});
    renderRoute('/search');
    expect(await screen.findByRole('heading', { name: 'Start your search' })).toBeTruthy();
    expect(api.requests()).toEqual([]);
  });
});
