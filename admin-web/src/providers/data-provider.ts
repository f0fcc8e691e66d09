import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { http } from './http';

interface AdminBusinessList {
  businesses: RaRecord[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

const SORT_KEYS = new Set(['name', 'rating', 'reviewCount', 'createdAt']);

/** The only place that knows the admin API's paging, filter and sort parameters (CONTRACT §4). */
export function businessListQuery({ pagination, sort, filter }: GetListParams): string {
  const query = new URLSearchParams({ page: String(pagination?.page ?? 1), limit: String(pagination?.perPage ?? 20) });
  if (sort && SORT_KEYS.has(sort.field)) {
    query.set('sortBy', sort.field);
    query.set('sortOrder', sort.order.toLowerCase());
  }
  for (const key of ['search', 'category', 'country', 'approved'] as const) {
    const value = filter?.[key];
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query.toString();
}

const unsupported = (what: string) => () => Promise.reject(new Error(`${what} is not supported`));

export const dataProvider: DataProvider = {
  async getList(resource, params) {
    if (resource !== 'businesses') throw new Error(`Unknown resource ${resource}`);
    const list = await http<AdminBusinessList>(`/api/admin/businesses?${businessListQuery(params)}`);
    return { data: list.businesses, total: list.pagination.total } as never;
  },
  async getOne(_resource, { id }) {
    return { data: await http<RaRecord>(`/api/admin/businesses/${id}`) } as never;
  },
  async getMany(_resource, { ids }) {
    const data = await Promise.all(ids.map((id: Identifier) => http<RaRecord>(`/api/admin/businesses/${id}`)));
    return { data } as never;
  },
  async update(_resource, { id, data }) {
    return {
      data: await http<RaRecord>(`/api/admin/businesses/${id}`, { method: 'PUT', body: JSON.stringify(data) }),
    } as never;
  },
  async delete(_resource, { id, previousData }) {
    await http(`/api/businesses/${id}`, { method: 'DELETE' });
    return { data: previousData ?? { id } } as never;
  },
  async deleteMany(_resource, { ids }) {
    await http(`/api/admin/businesses?ids=${ids.join(',')}`, { method: 'DELETE' });
    return { data: ids } as never;
  },
  getManyReference: unsupported('getManyReference'),
  create: unsupported('create'),
  updateMany: unsupported('updateMany'),
};
