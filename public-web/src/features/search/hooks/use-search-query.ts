import { readSearchQuery, type SearchQuery } from '@directory/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The search the page's URL asks for; the loader reads the same rule on the server. */
export function useSearchQuery(): SearchQuery {
  const [params] = useSearchParams();
  return useMemo(() => readSearchQuery(params), [params]);
}
