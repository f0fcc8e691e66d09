import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categorySummaries } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

const cards = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('categories list', () => {
  it('shows stat tiles, 12 cards with count, live rating, share and a pager summary', async () => {
    const all = categorySummaries(30);
    mockApi({ '/api/categories': all });
    renderRoute('/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Business Categories' })).toBeTruthy();
    expect(await screen.findByText('Showing 1 to 12 of 30 categories')).toBeTruthy();
    expect(cards()).toHaveLength(12);
    // No skipped heading level: the h3 cards sit under an h2.
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName[1]));
    expect(levels.every((level, i) => i === 0 || level <= levels[i - 1] + 1)).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Categories' })).toBeTruthy();

    // 30 categories with 100…71 businesses: 2,565 in all, 86 per category (rounded).
    expect(screen.getByText('Total Categories').previousSibling?.textContent).toBe('30');
    expect(screen.getByText('Total Businesses').previousSibling?.textContent).toBe('2,565');
    expect(screen.getByText('Avg per Category').previousSibling?.textContent).toBe('86');

    const first = screen.getByRole('link', { name: /Category 01/ });
    expect(first.getAttribute('href')).toBe('/categories/category-01');
    expect(within(first).getByText('100 businesses')).toBeTruthy();
    expect(within(first).getByText('3.9% of all businesses')).toBeTruthy();
    expect(within(first).getByLabelText('No ratings yet')).toBeTruthy();
    const second = screen.getByRole('link', { name: /Category 02/ });
    expect(within(second).getByLabelText('Average rating 4.1')).toBeTruthy();
    expect(within(first).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(within(second).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('99');
  });

  it('pages with Previous/Next and numbered links to ?page=n, scrolling to the top', async () => {
    mockApi({ '/api/categories': categorySummaries(70) });
    const { router } = renderRoute('/categories');
    await screen.findByText('Showing 1 to 12 of 70 categories');
    const pager = within(screen.getByRole('navigation', { name: 'Pagination' }));
    const numbers = () => pager.getAllByRole('link', { name: /^Page/ });
    // The last page is always offered.
    expect(numbers().map((a) => a.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
    // Real links: page 1 is the canonical address without `page`.
    expect(numbers().map((a) => a.getAttribute('href'))).toEqual([
      '/categories',
      '/categories?page=2',
      '/categories?page=3',
      '/categories?page=4',
      '/categories?page=5',
      '/categories?page=6',
    ]);
    expect(pager.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect((pager.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect(pager.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/categories?page=2');

    fireEvent.click(pager.getByRole('link', { name: 'Page 5' }));
    expect(await screen.findByText('Showing 49 to 60 of 70 categories')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=5');
    expect(numbers().map((a) => a.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(pager.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/categories?page=4');

    fireEvent.click(pager.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Showing 61 to 70 of 70 categories')).toBeTruthy();
    expect((pager.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the search in the pager links', async () => {
    mockApi({ '/api/categories': categorySummaries(30) });
    renderRoute('/categories?q=category&page=2');
    await screen.findByText('Showing 13 to 24 of 30 categories');
    const pager = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pager.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/categories?q=category');
    expect(pager.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/categories?q=category&page=3');
  });

  it('says a page past the end does not exist instead of showing the last page', async () => {
    mockApi({ '/api/categories': categorySummaries(30) });
    renderRoute('/categories?page=9');
    expect(await screen.findByRole('heading', { name: 'There is no page 9' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the last page' }).getAttribute('href')).toBe('/categories?page=3');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('filters by case-insensitive substring and resets to page 1', async () => {
    mockApi({ '/api/categories': [...categorySummaries(30), ...categorySummaries(3, 'Bakery')] });
    const { router } = renderRoute('/categories?page=2');
    await screen.findByText('Showing 13 to 24 of 33 categories');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search categories' }), { target: { value: 'BAKE' } });
    expect(await screen.findByText('Showing 1 to 3 of 3 categories')).toBeTruthy();
    expect(router.state.location.search).toBe('?q=BAKE');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search categories' }), { target: { value: 'zzz' } });
    expect(await screen.findByRole('heading', { name: 'No categories found' })).toBeTruthy();
    expect(screen.getByText('Try adjusting your search terms or browse all categories')).toBeTruthy();
  });

  it('folds accents in the search: cafe finds Café', async () => {
    mockApi({ '/api/categories': [...categorySummaries(3), ...categorySummaries(1, 'Café')] });
    renderRoute('/categories');
    await screen.findByText('Showing 1 to 4 of 4 categories');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search categories' }), { target: { value: 'cafe' } });
    expect(await screen.findByText('Showing 1 to 1 of 1 categories')).toBeTruthy();
    expect(cards()).toEqual(['Café 01']);
  });

  it('switches between grid and list, grid first', async () => {
    mockApi({ '/api/categories': categorySummaries(3) });
    renderRoute('/categories');
    await screen.findByText('Showing 1 to 3 of 3 categories');
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(list);
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(grid.getAttribute('aria-pressed')).toBe('false');
  });

  it('filters by letter at /categories/{letter}, with an All link', async () => {
    const api = mockApi({
      '/api/categories?letter=B': categorySummaries(2, 'Bakery'),
      '/api/categories': [...categorySummaries(2, 'Bakery'), ...categorySummaries(8)],
    });
    renderRoute('/categories/b');
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories beginning with B' })).toBeTruthy();
    await screen.findByText('Showing 1 to 2 of 2 categories');
    expect(api.requests()).toEqual(expect.arrayContaining(['/api/categories?letter=B', '/api/categories']));
    const strip = within(screen.getByRole('navigation', { name: 'Categories by letter' }));
    expect(strip.getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/categories');
    expect(strip.getByRole('link', { name: 'Categories by letter: B' }).getAttribute('aria-current')).toBe('page');
    expect(strip.getAllByRole('link', { name: /^Categories by letter: / }).map((a) => a.getAttribute('href'))).toEqual(
      'abcdefghijklmnopqrstuvwxyz'.split('').map((letter) => `/categories/${letter}`),
    );
    // The share is of all businesses: 100 of 100 + 99 + (100 + 99 + … + 93) = 971.
    expect(await screen.findByText('10.3% of all businesses')).toBeTruthy();
  });

  it('redirects a single non-letter character to /categories', async () => {
    mockApi({ '/api/categories': categorySummaries(1) });
    const { router } = renderRoute('/categories/7');
    await screen.findByRole('heading', { level: 1, name: 'Business Categories' });
    expect(router.state.location.pathname).toBe('/categories');
  });

  it("shows 'Unable to load categories' when the list fails", async () => {
    mockApi({ '/api/categories': () => json({ statusCode: 500, message: 'Internal server error' }, 500) });
    renderRoute('/categories');
    expect(await screen.findByRole('heading', { name: 'Unable to load categories' })).toBeTruthy();
    expect(screen.getByText('There was an error loading the categories. Please try again later.')).toBeTruthy();
  });
});
