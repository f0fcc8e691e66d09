import type { DirectoryApi, Paged, PageRenderInput, Pagination, RenderedApp, ServerBundle } from '@directory/shared';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';
import { isNotFound } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import type { ServerLoadContext } from './lib/server-load-context';
import { FORM_OUTCOME_KEY } from './lib/form-outcome';
import { directoryApi, setDirectoryApi } from './lib/directory-api';

const handler = createStaticHandler(routes);

export const readDirectoryFrom: ServerBundle['readDirectoryFrom'] = (api: DirectoryApi) => setDirectoryApi(api);

/**
 * Renders one public page: loads its data (the route table's reads, through `read`), renders it to
 * HTML and the state the browser hydrates from (its CSS is the site's one stylesheet, linked by
 * index.html); `form`, what its form posted without JavaScript came to.
 */
export const renderPage: ServerBundle['renderPage'] = async (
  url: URL,
  { read = (pageRead) => pageRead.run(directoryApi()), form }: PageRenderInput = {},
): Promise<RenderedApp> => {
  const queryClient = createQueryClient({ server: true });
  if (form) queryClient.setQueryData(FORM_OUTCOME_KEY, form);
  const context = await handler.query(new Request(url), {
    requestContext: { queryClient, read } satisfies ServerLoadContext,
  });
  if (context instanceof Response) {
    return { status: context.status, redirect: context.headers.get('Location') ?? '/', html: '', state: {} };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // Nothing suspends here: the loaders above have read every query the page shows and loaded its
  // lazy route module; the lazy parts left (the phone menu, a toast) mount only on a visitor's
  // action. So the synchronous renderer, a third cheaper than the streaming one read to its end.
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppProvider>
          <StaticRouterProvider router={router} context={context} />
        </AppProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  const notFound = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => isNotFound(query.state.error));
  // Errors are kept too: the browser must hydrate the same 'not found' state the server rendered.
  const state = dehydrate(queryClient, { shouldDehydrateQuery: () => true });
  return { status: notFound || isPastTheEnd(url, queryClient) ? 404 : context.statusCode, html, state };
};

/**
 * A list asked past its end (`?page=999`): the API answers its last page, but no page 999 exists,
 * so the page answers 404 rather than the last page's content under an address that is not its own.
 */
function isPastTheEnd(url: URL, queryClient: QueryClient): boolean {
  const asked = Number(url.searchParams.get('page'));
  if (!Number.isInteger(asked) || asked <= 1) return false;
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => {
      const data = query.state.data as Partial<Paged> & { pagination?: Pagination };
      const shown = data?.pagination?.page ?? (typeof data?.totalPages === 'number' ? data.page : undefined);
      // A reviews page answers the page asked for, empty past the end: its total pages tell.
      const last = typeof data?.totalPages === 'number' ? Math.max(1, data.totalPages) : undefined;
      return (shown !== undefined && shown < asked) || (last !== undefined && asked > last);
    });
}
