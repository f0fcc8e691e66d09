import { useCallback } from 'react';
import { useLocation, useSearchParams, type To } from 'react-router-dom';
import { pageSearch, scrollToTop } from '../lib/paginate';

/** The `?page=` of a paged page (1 when absent or invalid), and a setter that scrolls to the top. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = useCallback(
    (next: number) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      });
      scrollToTop();
    },
    [setParams],
  );
  return [page, setPage];
}

/** Where page `n` of the current list lives: this path, the same query with `?page=n` (none for page 1). */
export function usePageLink(): (page: number) => To {
  const { pathname, search } = useLocation();
  return useCallback((page: number) => ({ pathname, search: pageSearch(search, page) }), [pathname, search]);
}

/** The `?q=` filter of a list page; changing it resets to page 1 (docs/screens.md §2 "A search change resets to page 1"). */
export function useFilterParam(): [string, (query: string) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const setQuery = useCallback(
    (next: string) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('page');
          if (next) updated.set('q', next);
          else updated.delete('q');
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [query, setQuery];
}
