import { percent, toCount } from '@directory/shared';

export interface CategoryShare {
  category: string;
  count: number;
  /** Share of all businesses in percent, one decimal. */
  share: number;
}

/** docs/screens.md §2 admin dashboard "top 8 categories with a progress bar of share of total". */
export function topCategories(
  categories: ReadonlyArray<{ category: string; count: number | string }> | undefined,
  totalBusinesses: number,
  size = 8,
): CategoryShare[] {
  return [...(categories ?? [])]
    .map((c) => ({ category: c.category, count: toCount(c.count) }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category))
    .slice(0, size)
    .map((c) => ({ ...c, share: Number(percent(c.count, totalBusinesses)) }));
}
