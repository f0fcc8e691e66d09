import { LIMITS } from './limits.js';

/** Up to `max` page numbers centred on the current page, shifted to stay within 1…totalPages. */
export function pagerWindow(current: number, totalPages: number, max: number = LIMITS.pagerButtons): number[] {
  const pages = Math.max(0, Math.floor(totalPages));
  const size = Math.min(Math.max(0, Math.floor(max)), pages);
  if (size === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current) || 1), pages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** The pager's items: the window around the current page, with the first and last page always offered and 'gap' where pages are skipped. */
export function pagerItems(current: number, totalPages: number, max: number = LIMITS.pagerButtons): (number | 'gap')[] {
  const window = pagerWindow(current, totalPages, max);
  const start = window[0];
  const end = window[window.length - 1];
  if (start === undefined || end === undefined) return [];
  const last = Math.floor(totalPages);
  const before: (number | 'gap')[] = start > 2 ? [1, 'gap'] : start > 1 ? [1] : [];
  const after: (number | 'gap')[] = end < last - 1 ? ['gap', last] : end < last ? [last] : [];
  return [...before, ...window, ...after];
}
