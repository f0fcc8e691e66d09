export interface PageSlice<T> {
  items: T[];
  page: number;
  totalPages: number;
  /** 1-based index of the first item shown, 0 when none. */
  from: number;
  to: number;
  total: number;
}

/** One page of a list held in memory; the page is clamped to the pages that exist. */
export function paginate<T>(list: readonly T[], page: number, size: number): PageSlice<T> {
  const total = list.length;
  const totalPages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const start = (current - 1) * size;
  const items = list.slice(start, start + size);
  return { items, page: current, totalPages, from: total ? start + 1 : 0, to: start + items.length, total };
}

/** docs/screens.md §2: "A page change scrolls smoothly to the top". */
export function scrollToTop(): void {
  if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0, behavior: 'smooth' });
}

/** First and last position shown by a server page: 'Showing {from} - {to} of {total}'. */
export function pageRange(page: number, limit: number, shown: number, total: number): { from: number; to: number } {
  if (!total || !shown) return { from: 0, to: 0 };
  const from = (page - 1) * limit + 1;
  return { from, to: from + shown - 1 };
}

/**
 * The query string of page `page` of the list whose current query string is `search`: every other
 * parameter (q, where …) kept, `page` set, or dropped for page 1 (the canonical form).
 */
export function pageSearch(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(Math.floor(page)));
  const query = params.toString();
  return query ? `?${query}` : '';
}
