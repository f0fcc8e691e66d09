import type { PageAt, PageEntry } from '@directory/shared';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { isNotFound } from '../lib/api-client';
import { isServerContext } from '../lib/server-load-context';

/**
 * On the server, fetches what a page shows (its reads in the route table) into the request's query
 * cache before it renders, so the HTML carries the content and the browser hydrates without
 * fetching. A missing category, country, city or business stays in the cache as the query's error:
 * the page shows its own 'not found' state and the server answers 404. In the browser the page's
 * own queries load. (The home page reads through its own loader: features/home/api/home-loader.ts.)
 */
export function pageLoader(page: PageEntry) {
  return async ({ context, params, request }: LoaderFunctionArgs): Promise<null> => {
    if (!isServerContext(context) || !page.reads) return null;
    const at = { params: params as PageAt['params'], search: new URL(request.url).searchParams };
    const fetches = page
      .reads(at)
      .map((read) => context.queryClient.fetchQuery({ queryKey: read.key, queryFn: () => context.read(read) }));
    const results = await Promise.allSettled(fetches);
    const failure = results.find((result) => result.status === 'rejected' && !isNotFound(result.reason));
    if (failure) throw (failure as PromiseRejectedResult).reason;
    return null;
  };
}
