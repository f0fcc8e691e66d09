import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { routes } from './routes';

const root = document.getElementById('root') as HTMLElement;
const queryClient = createQueryClient();
const state = document.getElementById('directory-state')?.textContent;
if (state) hydrate(queryClient, JSON.parse(state) as DehydratedState);

// The server rendered this page: its lazily loaded page module must be in place before hydrating.
const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
await Promise.all(
  lazyMatches.map(async ({ route }) => {
    const loaded = await (route.lazy as () => Promise<object>)();
    Object.assign(route, { ...loaded, lazy: undefined });
  }),
);

const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);
// In a transition React hydrates in slices and yields to the browser between them, so hydrating a
// long page is not one long task that blocks input.
if (root.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);
