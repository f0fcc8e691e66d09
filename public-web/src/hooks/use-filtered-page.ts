import { PAGE_SIZES } from '@directory/shared';
import { foldForSearch } from '../lib/format';
import { paginate } from '../lib/paginate';
import { useFilterParam, usePageParam } from './use-page-param';

/**
 * A list page's `?q=` filter and `?page=` over a list held in memory. `matches` gets the trimmed
 * query folded by `foldForSearch` (compare it with folded text) and is not asked when it is empty.
 */
export function useFilteredPage<T>(items: T[], matches: (item: T, needle: string) => boolean) {
  const [query, setQuery] = useFilterParam();
  const [page] = usePageParam();
  const needle = foldForSearch(query.trim());
  const filtered = needle ? items.filter((item) => matches(item, needle)) : items;
  return { query, setQuery, slice: paginate(filtered, page, PAGE_SIZES.publicList) };
}
