import { screen, waitFor } from '@testing-library/react';
import type { SearchResult } from '@directory/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { businessCards } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

const answer = (change: Partial<SearchResult> = {}): SearchResult => ({
  q: 'pizza near me',
  where: '',
  understood: { q: 'pizza', where: '', ignored: ['near', 'me'] },
  total: 2,
  page: 1,
  limit: 12,
  totalPages: 1,
  businesses: businessCards(2),
  facets: { categories: [] },
  ...change,
});

/**
 * The browser's geolocation answering every request with `answer`, counting the requests. Set on the
 * real navigator, whose other properties (the user agent the map reads) stay as they are.
 */
function stubGeolocation(answer: (success: PositionCallback, failure: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn(answer);
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

const refuse = (_success: PositionCallback, failure: PositionErrorCallback) =>
  failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('searching near the visitor', () => {
  it("puts the visitor's rounded position in the URL when the words say 'near me', nearest first", async () => {
    const ask = stubGeolocation((success) =>
      success({ coords: { latitude: 51.50735, longitude: -0.12776 } } as GeolocationPosition),
    );
    const api = mockApi({ '/api/search': answer() });
    const { router } = renderRoute('/search?q=pizza%20near%20me');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=pizza+near+me&sort=distance&lat=51.507&lng=-0.128'),
    );
    await waitFor(() =>
      expect(api.requests()).toContain(
        '/api/search?q=pizza+near+me&sort=distance&lat=51.507&lng=-0.128&page=1&limit=12',
      ),
    );
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("asks once when 'Nearest' is picked without a position", async () => {
    const ask = stubGeolocation((success) =>
      success({ coords: { latitude: 48.8566, longitude: 2.3522 } } as GeolocationPosition),
    );
    mockApi({ '/api/search': answer({ q: 'cafe', understood: { q: 'cafe', where: '', ignored: [] } }) });
    const { router } = renderRoute('/search?q=cafe&sort=distance');
    await waitFor(() => expect(router.state.location.search).toBe('?q=cafe&sort=distance&lat=48.857&lng=2.352'));
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('says politely when the visitor refuses, and does not ask again in the session', async () => {
    const ask = stubGeolocation(refuse);
    mockApi({ '/api/search': answer() });
    const first = renderRoute('/search?q=pizza%20near%20me');
    expect((await screen.findByText(/Location not shared/)).getAttribute('role')).toBe('status');
    expect(screen.getByRole('status', { name: '' }).textContent).toBe(
      'Location not shared — results are not sorted by distance.',
    );
    expect(first.router.state.location.search).toBe('?q=pizza%20near%20me');
    first.unmount();

    renderRoute('/search?q=coffee%20near%20me');
    expect(await screen.findByText('Location not shared — results are not sorted by distance.')).toBeTruthy();
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('does not ask when the URL already has a position, or the words do not say near me', async () => {
    const ask = stubGeolocation(refuse);
    mockApi({ '/api/search': answer() });
    const near = renderRoute('/search?q=pizza%20near%20me&sort=distance&lat=51.507&lng=-0.128');
    await screen.findByText('2 businesses found');
    near.unmount();
    renderRoute('/search?q=nearmedia');
    await screen.findByText('2 businesses found');
    expect(ask).not.toHaveBeenCalled();
    expect(screen.queryByText(/Location not shared/)).toBeNull();
  });

  it('shows the distance of each card when the answer has one', async () => {
    const [near, far] = businessCards(2);
    mockApi({
      '/api/search': answer({
        businesses: [
          { ...near!, distanceKm: 0.4512 },
          { ...far!, distanceKm: null },
        ],
      }),
    });
    renderRoute('/search?q=pizza%20near%20me&sort=distance&lat=51.507&lng=-0.128');
    expect(await screen.findByText('450 m away')).toBeTruthy();
    expect(screen.getAllByText(/ away$/)).toHaveLength(1);
  });
});
