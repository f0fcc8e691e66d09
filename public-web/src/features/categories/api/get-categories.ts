import type { CategorySummary } from '@directory/shared';
import { useQuery } from '@tanstack/react-query';
import { letterListQueryOptions } from '../../../lib/letter-list-query';

/** `letter` (A–Z) keeps the categories whose name starts with it; without it, every category. */
export const categoriesQueryOptions = (letter?: string) =>
  letterListQueryOptions<CategorySummary>('categories', letter);

export const useCategories = (letter?: string) => useQuery(categoriesQueryOptions(letter));
