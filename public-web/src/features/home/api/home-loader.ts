import { PAGE_READS, QUERY_CACHE, type HomepageData } from '@directory/shared';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { isServerContext } from '../../../lib/server-load-context';
import { directoryApi } from '../../../lib/directory-api';

/** The home page's data, or that its read failed (in the browser: the page shows the search form and a Retry). */
export type HomeData = { data: HomepageData; failed?: undefined } | { data?: undefined; failed: true };

/** The last answer the browser read, kept as long as the query cache keeps a list fresh (docs/screens.md §9). */
let kept: { data: HomepageData; at: number } | undefined;

/**
 * The home page reads through its route loader rather than the query cache: the first page of most
 * visits then hydrates without the cache's code. On the server a failed read fails the render, as
 * any page's does (a degraded page must not be cached and served as the home page).
 */
export async function homeLoader({ context }: LoaderFunctionArgs): Promise<HomeData> {
  const read = PAGE_READS.homepage();
  if (isServerContext(context)) return { data: await context.read(read) };
  if (kept && Date.now() - kept.at < QUERY_CACHE.listStaleMs) return { data: kept.data };
  try {
    kept = { data: await read.run(directoryApi()), at: Date.now() };
    return { data: kept.data };
  } catch (error) {
    console.error(error);
    return { failed: true };
  }
}
