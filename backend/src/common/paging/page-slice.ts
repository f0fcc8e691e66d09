import { PAGE_SIZES, type Pagination } from '@directory/shared';

export interface PageSlice {
  page: number;
  limit: number;
  totalPages: number;
  offset: number;
}

/** docs/behaviour.md §3: `page` ≥ 1 and `limit` 1–100, out-of-range values clamped; a page past the end shows the last one. */
export function pageSlice(total: number, requested: { page?: number; limit?: number }): PageSlice {
  const limit = Math.min(PAGE_SIZES.apiMax, Math.max(1, Math.floor(requested.limit ?? PAGE_SIZES.apiDefault)));
  const totalPages = Math.ceil(total / limit);
  const page = Math.min(Math.max(1, totalPages), Math.max(1, Math.floor(requested.page ?? 1)));
  return { page, limit, totalPages, offset: (page - 1) * limit };
}

/** Back-office lists: the page as asked (past the end it is empty), `limit` defaulting to the list's own size. */
export function requestedSlice(requested: { page?: number; limit?: number }, defaultLimit: number) {
  const page = requested.page ?? 1;
  const limit = requested.limit ?? defaultLimit;
  return { page, limit, offset: (page - 1) * limit };
}

export function paginationOf(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}
