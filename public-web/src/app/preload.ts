import { isLetterSegment } from '@directory/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { isNotFound } from '../lib/api-client';
import { businessQueryOptions } from '../features/businesses/api/get-business';
import { categoriesQueryOptions } from '../features/categories/api/get-categories';
import { categoryQueryOptions } from '../features/categories/api/get-category';
import { citiesQueryOptions } from '../features/cities/api/get-cities';
import { cityQueryOptions } from '../features/cities/api/get-city';
import { countryCitiesQueryOptions } from '../features/cities/api/get-country-cities';
import { platformStatsQueryOptions } from '../features/contact/api/get-platform-stats';
import { countriesQueryOptions } from '../features/countries/api/get-countries';
import { countryQueryOptions } from '../features/countries/api/get-country';
import { homepageDataQueryOptions } from '../features/home/api/get-homepage-data';

/** What the server renderer hands the route loaders: the query cache of the one request it renders. */
export interface ServerLoadContext {
  queryClient: QueryClient;
}

interface PageQuery {
  queryKey: QueryKey;
  queryFn?: unknown;
}

const isServerContext = (context: unknown): context is ServerLoadContext =>
  typeof context === 'object' && context !== null && 'queryClient' in context;

/** `?page=` as usePageParam reads it: 1 when absent or invalid. */
export function pageOf(request: Request): number {
  const raw = Number(new URL(request.url).searchParams.get('page'));
  return Number.isInteger(raw) && raw > 0 ? raw : 1;
}

/** `?q=` and `?page=` of a list page, as useFilterParam and usePageParam read them. */
function listOf(request: Request): { q: string; page: number } {
  return { q: new URL(request.url).searchParams.get('q') ?? '', page: pageOf(request) };
}

/**
 * On the server, fetches what a page shows into the request's query cache before it renders, so
 * the HTML carries the content and the browser hydrates without fetching. A missing category,
 * country, city or business stays in the cache as the query's error: the page shows its own 'not
 * found' state and the server answers 404. In the browser the page's own queries load.
 */
export async function preload(context: unknown, queries: PageQuery[]): Promise<null> {
  if (!isServerContext(context)) return null;
  const fetchQuery = (query: PageQuery) =>
    context.queryClient.fetchQuery(query as Parameters<QueryClient['fetchQuery']>[0]);
  const results = await Promise.allSettled(queries.map(fetchQuery));
  const failure = results.find((result) => result.status === 'rejected' && !isNotFound(result.reason));
  if (failure) throw (failure as PromiseRejectedResult).reason;
  return null;
}

type Loader = (args: LoaderFunctionArgs) => Promise<null>;
const param = (args: LoaderFunctionArgs, name: string) => args.params[name] ?? '';

/** The loader of each public route, by the route's name in PAGE_PATHS. */
export const PAGE_LOADERS = {
  home: ({ context }) => preload(context, [homepageDataQueryOptions()]),
  search: async ({ context, request }) => {
    // Only the server preloads (see preload); importing the search rules here keeps them out of every page's first load.
    if (!isServerContext(context)) return null;
    const { searchPageQueries } = await import('../features/search/api/search-businesses');
    return preload(context, searchPageQueries(request));
  },
  business: (args) => preload(args.context, [businessQueryOptions(param(args, 'slug'))]),
  categories: ({ context }) => preload(context, [categoriesQueryOptions()]),
  categoryOrLetter: (args) => {
    const slug = param(args, 'slug');
    if (isLetterSegment(slug)) {
      return preload(args.context, [categoriesQueryOptions(slug.toUpperCase()), categoriesQueryOptions()]);
    }
    return preload(args.context, [categoryQueryOptions(slug, pageOf(args.request))]);
  },
  countries: ({ context }) => preload(context, [countriesQueryOptions()]),
  country: (args) => preload(args.context, [countryQueryOptions(param(args, 'slug'))]),
  countryCities: (args) =>
    preload(args.context, [countryCitiesQueryOptions(param(args, 'slug'), listOf(args.request))]),
  cities: ({ context, request }) => preload(context, [citiesQueryOptions(listOf(request))]),
  citiesLetter: (args) => {
    const letter = param(args, 'letter');
    if (!isLetterSegment(letter)) return preload(args.context, []);
    return preload(args.context, [citiesQueryOptions({ letter: letter.toUpperCase(), ...listOf(args.request) })]);
  },
  city: (args) =>
    preload(args.context, [
      cityQueryOptions(param(args, 'countryCode'), param(args, 'citySlug'), pageOf(args.request)),
    ]),
  contact: ({ context }) => preload(context, [platformStatsQueryOptions()]),
} satisfies Partial<Record<string, Loader>>;
