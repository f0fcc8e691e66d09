import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteLink, SiteNavigationProvider } from './site-link';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <SiteNavigationProvider>
            <Outlet />
          </SiteNavigationProvider>
        ),
        children: [
          { path: 'categories/bakery', element: <SiteLink to="?page=2">Next page</SiteLink> },
          {
            path: 'business/a',
            element: (
              <>
                <SiteLink to="/categories/bakery">Bakery</SiteLink>
                <SiteLink to="/business/a">This business</SiteLink>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('SiteLink', () => {
  it('is an anchor to the path it names, without the attributes React Router adds', () => {
    renderAt('/business/a');
    const link = screen.getByRole('link', { name: 'Bakery' });
    expect(link.getAttribute('href')).toBe('/categories/bakery');
    expect(link.hasAttribute('data-discover')).toBe(false);
  });

  it('takes a plain click through the router, without loading the page again', () => {
    const router = renderAt('/business/a');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(screen.getByRole('link', { name: 'Bakery' }), click);
    expect(click.defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe('/categories/bakery');
  });

  it('replaces the page shown when a link leads to it, as a browser does, rather than adding to the history', () => {
    const router = renderAt('/business/a');
    fireEvent.click(screen.getByRole('link', { name: 'This business' }));
    expect(router.state.historyAction).toBe('REPLACE');
    fireEvent.click(screen.getByRole('link', { name: 'Bakery' }));
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('follows a query-only link on the page shown', () => {
    const router = renderAt('/categories/bakery');
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/categories/bakery?page=2');
  });

  it('leaves a click with a modifier to the browser (a new tab or window)', () => {
    const router = renderAt('/business/a');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    fireEvent(screen.getByRole('link', { name: 'Bakery' }), click);
    expect(click.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/business/a');
  });
});
