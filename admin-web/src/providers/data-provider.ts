import {
  ADMIN_BUSINESS_SORT_KEYS,
  type BusinessDetail,
  type DeleteBusinessesResult,
  type Pagination,
  type SuccessMessage,
  type ToggleApprovalResult,
} from '@directory/shared';
import simpleRestProvider from 'ra-data-simple-rest';
import {
  type DataProvider,
  type DeleteResult,
  type GetListParams,
  type GetListResult,
  type Identifier,
  type RaRecord,
  withLifecycleCallbacks,
} from 'react-admin';
import { toBusinessRecord, toBusinessUpdate } from './business-mapping';
import { call, httpClient, post, remove } from './http';

const SORT_KEYS = new Set<string>(ADMIN_BUSINESS_SORT_KEYS);

/** A filter value that means "no filter": the selects offer 'all'. */
const isUnset = (value: unknown) => value === undefined || value === null || value === '' || value === 'all';

/** The admin lists: the key that holds each one's rows, the filters it takes, and whether it sorts. */
const LISTS: Record<string, { rows: string; filters: readonly string[]; sorts?: boolean }> = {
  businesses: { rows: 'businesses', filters: ['search', 'category', 'country', 'approved'], sorts: true },
  'contact-messages': { rows: 'messages', filters: [] },
  'audit-log': { rows: 'entries', filters: ['action'] },
  reviews: { rows: 'reviews', filters: ['state', 'business', 'account', 'rating'] },
  accounts: { rows: 'accounts', filters: ['q', 'state'] },
  claims: { rows: 'claims', filters: ['state'] },
  'change-requests': { rows: 'changeRequests', filters: ['state'] },
};

function listOf(resource: string) {
  const list = LISTS[resource];
  if (!list) throw new Error(`Unknown resource ${resource}`);
  return list;
}

/** The admin API's `page`, `limit`, filters and whitelisted `sortBy`/`sortOrder` (docs/behaviour.md §4). */
export function listQuery(resource: string, { pagination, sort, filter }: GetListParams): string {
  const { filters, sorts } = listOf(resource);
  const query = new URLSearchParams({ page: String(pagination?.page ?? 1), limit: String(pagination?.perPage ?? 20) });
  for (const key of filters) {
    if (!isUnset(filter?.[key])) query.set(key, String(filter[key]));
  }
  if (sorts && sort && SORT_KEYS.has(sort.field)) {
    query.set('sortBy', sort.field);
    query.set('sortOrder', sort.order.toLowerCase());
  }
  return query.toString();
}

function onlyBusinesses(resource: string) {
  if (resource !== 'businesses') throw new Error(`Unknown resource ${resource}`);
}

/** A business's id is an integer in the API's paths; react-admin hands the edit route's id over as a string. */
const businessPath = (id: Identifier) => `${Number(id)}`;

/**
 * ra-data-simple-rest for `GET/PUT /api/admin/{resource}/{id}`. Where the admin API speaks otherwise the
 * method is replaced: lists take `page`/`limit` and answer `{<rows>, pagination}` rather than `range` and a
 * `Content-Range` header; there is no `?filter={"id":[…]}`; one business is deleted outside /api/admin and
 * answers `{success, message}`; several are deleted in one call.
 */
const rest = simpleRestProvider('/api/admin', httpClient);

const adminRest: DataProvider = {
  ...rest,
  async getList(resource, params) {
    const answer = await call<Record<string, unknown> & { pagination: Pagination }>(
      `/api/admin/${resource}?${listQuery(resource, params)}`,
      { signal: params.signal },
    );
    const result: GetListResult = { data: answer[listOf(resource).rows] as RaRecord[], total: answer.pagination.total };
    return result;
  },
  async getMany(resource, { ids, signal }) {
    const answers = await Promise.all(ids.map((id) => rest.getOne(resource, { id: businessPath(id), signal })));
    return { data: answers.map(({ data }) => data) };
  },
  async delete(resource, { id, previousData }) {
    onlyBusinesses(resource);
    await remove<SuccessMessage>(`/api/businesses/${businessPath(id)}`);
    const result: DeleteResult = { data: previousData ?? { id } };
    return result;
  },
  async deleteMany(resource, { ids }) {
    onlyBusinesses(resource);
    await remove<DeleteBusinessesResult>(`/api/admin/businesses?ids=${ids.map(businessPath).join(',')}`);
    return { data: ids };
  },
};

/** The custom call react-admin's docs show beside CRUD, reached through `useDataProvider<AdminDataProvider>()`. */
export interface AdminDataProvider extends DataProvider {
  toggleApproval(id: Identifier): Promise<ToggleApprovalResult>;
}

export const dataProvider: AdminDataProvider = {
  ...withLifecycleCallbacks(adminRest, [
    {
      // The edit form works on a full week of hours and sends back only what changed.
      resource: 'businesses',
      afterGetOne: async (result) => ({ data: toBusinessRecord(result.data as BusinessDetail) }),
      afterGetMany: async (result) => ({ data: result.data.map((row) => toBusinessRecord(row as BusinessDetail)) }),
      beforeUpdate: async (params) => ({
        ...params,
        id: businessPath(params.id),
        data: toBusinessUpdate(params.data, params.previousData),
      }),
      afterUpdate: async (result) => ({ data: toBusinessRecord(result.data as BusinessDetail) }),
      // docs/behaviour.md §4.2: a new business is sent whole; the server answers it with its id.
      beforeCreate: async (params) => ({ ...params, data: toBusinessUpdate(params.data) }),
      afterCreate: async (result) => ({ data: toBusinessRecord(result.data as BusinessDetail) }),
    },
  ]),
  toggleApproval: (id) => post(`/api/admin/businesses/${businessPath(id)}/toggle-approval`),
};
