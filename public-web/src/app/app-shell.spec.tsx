import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homepageData } from '../testing/fixtures';
import { mockApi } from '../testing/mock-api';
import { renderRoute } from '../testing/render-route';

describe('app shell', () => {
  it("shows the 404 page for an unknown path: '404 Page Not Found', in plain words, with the site's name", async () => {
    mockApi({});
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText(/There is no page at this address/)).toBeTruthy();
    expect(document.title).toBe('404 Page Not Found | Global Business Directory');
  });

  it('has the top navigation with the current link highlighted', async () => {
    mockApi({ '/api/categories': [] });
    renderRoute('/categories');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Categories', 'Countries', 'Cities', 'Contact']);
    expect(within(nav).getByRole('link', { name: 'Categories' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('hides the top navigation on every path starting with /admin', async () => {
    mockApi({});
    renderRoute('/admin/anything');
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('has a three-column footer with the current year (docs/behaviour.md §0)', async () => {
    mockApi({ '/api/homepage-data': homepageData });
    renderRoute('/');
    const footer = await screen.findByRole('contentinfo');
    const quick = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/categories', '/countries', '/cities', '/contact']);
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms-of-service',
    );
    expect(within(legal).getAllByRole('link')).toHaveLength(4);
    expect(within(footer).getByRole('heading', { name: 'Business Directory' })).toBeTruthy();
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeTruthy();
  });
});
