import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SearchResult } from '@directory/shared';
import { describe, expect, it } from 'vitest';
import { businessCards } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

const answer = (change: Partial<SearchResult> = {}): SearchResult => ({
  q: 'hotel',
  where: '',
  understood: { q: 'hotel', where: '', ignored: [] },
  total: 30,
  page: 1,
  limit: 12,
  totalPages: 3,
  businesses: businessCards(12),
  facets: {
    categories: [
      { category: 'Hotel', slug: 'hotel', count: 24 },
      { category: 'Bed & breakfast', slug: 'bed-breakfast', count: 6 },
    ],
  },
  ...change,
});

const searchRequests = (requests: string[]) => requests.filter((path) => path.startsWith('/api/search'));

describe('search filters', () => {
  it('reads the filters from the URL and passes them to the API', async () => {
    const api = mockApi({ '/api/search': answer({ page: 2 }) });
    renderRoute('/search?q=hotel&category=hotel&minRating=4&openNow=true&sort=reviews&page=2');
    expect(await screen.findByText('Showing 13 - 24 of 30 businesses')).toBeTruthy();
    expect(searchRequests(api.requests())).toEqual([
      '/api/search?q=hotel&category=hotel&minRating=4&openNow=true&sort=reviews&page=2&limit=12',
    ]);
    expect(screen.getByRole('link', { name: 'Most reviewed' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Open now' }).getAttribute('aria-current')).toBe('true');
  });

  it('changes the URL and the request when a sort or filter is picked, back at page 1', async () => {
    const api = mockApi({ '/api/search': answer() });
    const { router } = renderRoute('/search?q=hotel&page=2');
    fireEvent.click(await screen.findByRole('link', { name: 'Highest rated' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=hotel&sort=rating'));
    await screen.findByRole('link', { name: 'Highest rated', current: true });
    fireEvent.click(screen.getByRole('link', { name: '4+ stars' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=hotel&minRating=4&sort=rating'));
    await screen.findByRole('link', { name: '4+ stars', current: true });
    fireEvent.click(screen.getByRole('link', { name: 'Open now' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=hotel&minRating=4&openNow=true&sort=rating'));
    await waitFor(() =>
      expect(searchRequests(api.requests())).toEqual([
        '/api/search?q=hotel&page=2&limit=12',
        '/api/search?q=hotel&sort=rating&page=1&limit=12',
        '/api/search?q=hotel&minRating=4&sort=rating&page=1&limit=12',
        '/api/search?q=hotel&minRating=4&openNow=true&sort=rating&page=1&limit=12',
      ]),
    );
  });

  it('links each category of the match with its count, and back to all categories', async () => {
    mockApi({ '/api/search': answer() });
    renderRoute('/search?q=hotel&where=Paris&sort=rating&page=3');
    const facet = await screen.findByRole('link', { name: 'Bed & breakfast (6)' });
    expect(facet.getAttribute('href')).toBe('/search?q=hotel&where=Paris&category=bed-breakfast&sort=rating');
    expect(screen.getByRole('link', { name: 'Hotel (24)' }).getAttribute('href')).toBe(
      '/search?q=hotel&where=Paris&category=hotel&sort=rating',
    );
    expect(screen.getByRole('link', { name: 'All categories' }).getAttribute('aria-current')).toBe('true');
  });

  it("offers 'Nearest', which asks for the visitor's position when the search has none", async () => {
    mockApi({ '/api/search': answer() });
    renderRoute('/search?q=hotel');
    const nearest = await screen.findByRole('link', { name: 'Nearest' });
    expect(nearest.getAttribute('href')).toBe('/search?q=hotel&sort=distance');
  });

  it('says "Showing results for" the corrected words', async () => {
    mockApi({
      '/api/search': answer({ q: 'hotl', where: 'londn', understood: { q: 'hotel', where: 'London', ignored: [] } }),
    });
    renderRoute('/search?q=hotl&where=londn');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Showing results for hotel in London'));
    expect(screen.getByText('hotel').tagName).toBe('STRONG');
  });

  it('names the words the search ignored', async () => {
    mockApi({
      '/api/search': answer({
        q: 'best cheap pizza',
        understood: { q: 'pizza', where: '', ignored: ['best', 'cheap'] },
      }),
    });
    renderRoute('/search?q=best%20cheap%20pizza');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Showing results for pizza (ignored: best, cheap)'),
    );
  });

  it('says nothing more when the words were read as typed', async () => {
    mockApi({ '/api/search': answer() });
    renderRoute('/search?q=Hotel');
    await screen.findByText('30 businesses found');
    expect(screen.queryByText(/Showing results for/)).toBeNull();
  });
});
