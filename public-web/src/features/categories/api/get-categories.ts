import { PAGE_READS, QUERY_CACHE } from '@directory/shared';
import { useQuery } from '@tanstack/react-query';
import { directoryQuery } from '../../../lib/directory-query';

/** `letter` (A–Z) keeps the categories whose name starts with it; without it, every category. */
export const categoriesQueryOptions = (letter?: string) =>
  directoryQuery(PAGE_READS.categories(letter), QUERY_CACHE.listStaleMs);

export const useCategories = (letter?: string) => useQuery(categoriesQueryOptions(letter));
