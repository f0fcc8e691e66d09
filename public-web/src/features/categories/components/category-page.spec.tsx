import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categoryDetail } from '../../../testing/fixtures';
import { json, mockApi, notFound } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

describe('category detail', () => {
  it('shows the heading, totals, top 15 countries and 12 businesses per page', async () => {
    const api = mockApi({
      '/api/categories/auto-repair?page=1&limit=12': categoryDetail(1, 3, 30, 12),
      '/api/categories/auto-repair?page=2&limit=12': categoryDetail(2, 3, 30, 12),
    });
    const { router } = renderRoute('/categories/auto-repair');
    expect(await screen.findByRole('heading', { level: 1, name: 'Auto Repair Businesses' })).toBeTruthy();
    expect(await screen.findByText('Showing 1 - 12 of 30 businesses')).toBeTruthy();
    expect(screen.getByText('Total Businesses').previousSibling?.textContent).toBe('30');
    expect(screen.getByText('Countries', { selector: 'p' }).previousSibling?.textContent).toBe('18');

    const side = within(screen.getByRole('complementary', { name: 'TOP COUNTRIES' }));
    const countries = side.getAllByRole('link');
    expect(countries).toHaveLength(15);
    // The category within that country, not all of the country's businesses.
    expect(countries[0].getAttribute('href')).toBe('/search?where=Land+1&category=auto-repair');

    const card = screen.getByRole('link', { name: /Business 1\b/ });
    expect(card.getAttribute('href')).toBe('/business/business-1-ab12c0');
    expect(within(card).getByText('No rating yet')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/categories/auto-repair?page=3');
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 13 - 24 of 30 businesses')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.requests()).toContain('/api/categories/auto-repair?page=2&limit=12');
    expect(document.title).toBe('Auto Repair Businesses | Global Business Directory');
  });

  it('says so when the category has no businesses', async () => {
    mockApi({ '/api/categories/auto-repair': { ...categoryDetail(1, 0, 0, 0), topCountries: [] } });
    renderRoute('/categories/auto-repair');
    expect(await screen.findByText('No businesses found in this category.')).toBeTruthy();
  });

  it("shows 'Category not found' for an unknown slug", async () => {
    mockApi({ '/api/categories/unknown-thing': notFound('Category not found') });
    renderRoute('/categories/unknown-thing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Categories' }).getAttribute('href')).toBe('/categories');
  });

  it('says in plain words that the category could not be loaded, and offers to try again', async () => {
    mockApi({
      '/api/categories/auto-repair': () => json({ statusCode: 503 }, 503, 'Service Unavailable'),
    });
    renderRoute('/categories/auto-repair');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error loading category' })).toBeTruthy();
    expect(
      screen.getByText('This category could not be loaded just now (HTTP 503). Please try again in a moment.'),
    ).toBeTruthy();
    expect(screen.queryByText(/statusCode/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
