import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SuggestResult } from '@directory/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessCards } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

const suggestions: SuggestResult = {
  categories: [{ category: 'Dentist', slug: 'dentist', count: 40 }],
  cities: [{ city: 'Denver', citySlug: 'denver', country: 'United States', countryCode: 'US', count: 12 }],
  businesses: businessCards(1),
};

const emptySearch = { q: '', where: '', total: 0, page: 1, limit: 12, totalPages: 0, businesses: [] };

/** Focuses a box and types into it, as the drop-down chunk listens on the native input. */
async function typeInto(label: string, text: string): Promise<HTMLInputElement> {
  const box = (await screen.findByRole('combobox', { name: label })) as HTMLInputElement;
  fireEvent.focus(box);
  box.focus();
  box.value = text;
  fireEvent.input(box);
  return box;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('search suggestions', () => {
  it('suggests categories, cities and businesses from the first letters, within the where box', async () => {
    const api = mockApi({ '/api/suggest': suggestions, '/api/search': emptySearch });
    renderRoute('/search');
    await typeInto('Where?', '');
    const where = screen.getByRole('combobox', { name: 'Where?' }) as HTMLInputElement;
    where.value = 'London';
    await typeInto('What are you looking for?', 'den');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(screen.getByRole('group', { name: 'Categories' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Cities' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Businesses' })).toBeTruthy();
    expect(list.textContent).toContain('Dentist');
    expect(api.requests()).toContain('/api/suggest?q=den&where=London');
  });

  it('picks a suggestion by keyboard: ArrowDown then Enter searches the category', async () => {
    mockApi({ '/api/suggest': suggestions, '/api/search': emptySearch });
    const { router } = renderRoute('/search');
    const box = await typeInto('What are you looking for?', 'den');
    await screen.findByRole('option', { name: 'Dentist' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Dentist' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Dentist' }).id);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?q=Dentist&category=dentist'));
  });

  it('opens a business from the drop-down, and Escape closes it', async () => {
    mockApi({ '/api/suggest': suggestions, '/api/search': emptySearch });
    const { router } = renderRoute('/search');
    const box = await typeInto('What are you looking for?', 'den');
    const name = suggestions.businesses[0]?.name ?? '';
    await screen.findByRole('option', { name: new RegExp(name) });
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/business/${suggestions.businesses[0]?.slug}`));
  });

  it('fills the where box with a picked city', async () => {
    mockApi({ '/api/suggest': suggestions, '/api/search': emptySearch });
    renderRoute('/search');
    const box = await typeInto('Where?', 'den');
    fireEvent.click(await screen.findByRole('option', { name: /Denver/ }));
    expect(box.value).toBe('Denver');
  });

  it("says so when the visitor refuses 'Near me' their location", async () => {
    mockApi({ '/api/search': emptySearch });
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_success: PositionCallback, failure: PositionErrorCallback) =>
          failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
      },
    });
    renderRoute('/search');
    await typeInto('Where?', '');
    fireEvent.click(await screen.findByRole('option', { name: /Near me/ }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Location access was refused/);
  });

  it("searches nearest first from the visitor's position with 'Near me'", async () => {
    mockApi({ '/api/search': emptySearch });
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 51.50735, longitude: -0.12776 } } as GeolocationPosition),
      },
    });
    const { router } = renderRoute('/search');
    await typeInto('What are you looking for?', '');
    (screen.getByRole('combobox', { name: 'What are you looking for?' }) as HTMLInputElement).value = 'pizza';
    await typeInto('Where?', '');
    fireEvent.click(await screen.findByRole('option', { name: /Near me/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=pizza&sort=distance&lat=51.507&lng=-0.128'));
  });
});
