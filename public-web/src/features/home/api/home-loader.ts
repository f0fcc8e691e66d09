import { PAGE_READS, type HomepageData } from '@directory/shared';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { isServerContext } from '../../../app/preload';
import { directoryApi } from '../../../lib/directory-api';

/** The home page's data, or that its read failed (in the browser: the page shows the search form and a Retry). */
export type HomeData = { data: HomepageData; failed?: undefined } | { data?: undefined; failed: true };

/**
 * The home page reads through its route loader rather than the query cache: the first page of most
 * visits then hydrates without the cache's code. On the server a failed read fails the render, as
 * any page's does (a degraded page must not be cached and served as the home page).
 */
export async function homeLoader({ context }: LoaderFunctionArgs): Promise<HomeData> {
  const read = PAGE_READS.homepage();
  if (isServerContext(context)) return { data: await context.read(read) };
  try {
    return { data: await read.run(directoryApi()) };
  } catch (error) {
    console.error(error);
    return { failed: true };
  }
}
