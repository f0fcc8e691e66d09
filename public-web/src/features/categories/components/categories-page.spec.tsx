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

  it('pages with Previous/Next and numbered buttons, scrolling to the top', async () => {
    mockApi({ '/api/categories': categorySummaries(70) });
    renderRoute('/categories');
    await screen.findByText('Showing 1 to 12 of 70 categories');
    const pager = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pager.getAllByRole('button', { name: /^Page/ }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect((pager.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(pager.getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByText('Showing 49 to 60 of 70 categories')).toBeTruthy();
    expect(pager.getAllByRole('button', { name: /^Page/ }).map((b) => b.textContent)).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    fireEvent.click(pager.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 61 to 70 of 70 categories')).toBeTruthy();
    expect((pager.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Keywords beginning with B' })).toBeTruthy();
    await screen.findByText('Showing 1 to 2 of 2 categories');
    expect(api.requests()).toEqual(expect.arrayContaining(['/api/categories?letter=B', '/api/categories']));
    const strip = within(screen.getByRole('navigation', { name: 'Categories by letter' }));
    expect(strip.getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/categories');
    expect(strip.getByRole('link', { name: 'Categories by letter: B' }).getAttribute('aria-current')).toBe('page');
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
