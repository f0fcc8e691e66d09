import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { routes } from './routes';

const root = document.getElementById('root') as HTMLElement;

// The server rendered this page: its lazily loaded page module must be in place before hydrating.
const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
await Promise.all(
  lazyMatches.map(async ({ route }) => {
    const loaded = await (route.lazy as () => Promise<object>)();
    Object.assign(route, { ...loaded, lazy: undefined });
  }),
);

// The loaders' answers (the home page's data) come from the server's render with React Router's own
// hydration data; what the other pages read comes with the query cache (lib/browser-query-client.ts).
const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <AppProvider>
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
