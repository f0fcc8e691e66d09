import {
  ADMIN_BUSINESS_SORT_KEYS,
  type AdminBusinessList,
  type AdminCategory,
  type AdminStats,
  type BusinessDetail,
  type DeleteBusinessesResult,
  type ExportCsvRequest,
  type FixSlugsResult,
  type ImportCancelResult,
  type ImportProgress,
  type ImportResult,
  type SiteSettings,
  type SitemapOverview,
  type SitemapRegeneration,
  type SuccessMessage,
  type TestDataCount,
  type TestDataDeleteResult,
  type ToggleApprovalResult,
} from '@directory/shared';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { fullWeek, toBusinessUpdate } from './business-mapping';
import { type Download, http, httpDownload, postMultipart, type UploadOptions } from './http';
import { readList } from './read-list';

const SORT_KEYS = new Set<string>(ADMIN_BUSINESS_SORT_KEYS);

/** A filter value that means "no filter": the selects offer 'all'. */
const isUnset = (value: unknown) => value === undefined || value === null || value === '' || value === 'all';

/** The only place that knows the admin API's paging, filter and sort parameters (CONTRACT §4). */
export function businessListQuery({ pagination, sort, filter }: GetListParams): string {
  const query = new URLSearchParams({ page: String(pagination?.page ?? 1), limit: String(pagination?.perPage ?? 20) });
  if (sort && SORT_KEYS.has(sort.field)) {
    query.set('sortBy', sort.field);
    query.set('sortOrder', sort.order.toLowerCase());
  }
  for (const key of ['search', 'category', 'country', 'approved'] as const) {
    const value = filter?.[key];
    if (!isUnset(value)) query.set(key, String(value));
  }
  return query.toString();
}

/** Back-office lists without sort keys: page, limit and the filters each one knows. */
const LOG_LISTS: Record<string, { path: string; filters: readonly string[] }> = {
  'contact-messages': { path: '/api/admin/contact-messages', filters: [] },
  'audit-log': { path: '/api/admin/audit-log', filters: ['action'] },
};

export function logListQuery(resource: string, { pagination, filter }: GetListParams): string {
  const query = new URLSearchParams({ page: String(pagination?.page ?? 1), limit: String(pagination?.perPage ?? 25) });
  for (const key of LOG_LISTS[resource]?.filters ?? []) {
    if (!isUnset(filter?.[key])) query.set(key, String(filter[key]));
  }
  return query.toString();
}

export interface ImportHistoryEntry extends Record<string, unknown> {
  id: Identifier;
}

/** Back-office calls beyond CRUD, reached through `useDataProvider<AdminDataProvider>()`. */
export interface AdminDataProvider extends DataProvider {
  getStats(): Promise<AdminStats>;
  getCategories(): Promise<AdminCategory[]>;
  getCountryCodes(): Promise<string[]>;
  toggleApproval(id: Identifier): Promise<ToggleApprovalResult>;
  deleteAllBusinesses(): Promise<DeleteBusinessesResult>;
  countTestData(): Promise<TestDataCount>;
  deleteTestData(): Promise<TestDataDeleteResult>;
  fixSlugs(): Promise<FixSlugsResult>;
  getSiteSettings(): Promise<SiteSettings>;
  saveSiteSettings(settings: SiteSettings): Promise<SuccessMessage>;
  clearCache(): Promise<SuccessMessage>;
  getSitemaps(): Promise<SitemapOverview>;
  regenerateSitemaps(): Promise<SitemapRegeneration>;
  getImports(): Promise<ImportHistoryEntry[]>;
  getImportProgress(uploadId: string): Promise<ImportProgress>;
  cancelImport(uploadId: string): Promise<ImportCancelResult>;
  exportCsv(request: ExportCsvRequest): Promise<Download>;
  downloadUploadTemplate(): Promise<Download>;
  uploadExcel(file: File, uploadId: string, options?: UploadOptions): Promise<ImportResult>;
}

const json = (method: string, body?: unknown): RequestInit =>
  body === undefined ? { method } : { method, body: JSON.stringify(body) };

const unsupported = (what: string) => () => Promise.reject(new Error(`${what} is not supported`));

function assertBusinesses(resource: string) {
  if (resource !== 'businesses') throw new Error(`Unknown resource ${resource}`);
}

/** The edit form works on a fixed week of hours (see fullWeek). */
const toRecord = (business: BusinessDetail): RaRecord => ({ ...business, hours: fullWeek(business.hours) });

const today = () => new Date().toISOString().slice(0, 10);

export const dataProvider: AdminDataProvider = {
  async getList(resource, params) {
    const log = LOG_LISTS[resource];
    if (log) {
      const { items, total } = readList(await http<unknown>(`${log.path}?${logListQuery(resource, params)}`));
      const offset = ((params.pagination?.page ?? 1) - 1) * (params.pagination?.perPage ?? 25);
      const data = items.map((row, index) => ({ ...row, id: (row.id as Identifier) ?? offset + index + 1 }));
      return { data, total } as never;
    }
    assertBusinesses(resource);
    const list = await http<AdminBusinessList>(`/api/admin/businesses?${businessListQuery(params)}`);
    return { data: list.businesses, total: list.pagination.total } as never;
  },
  async getOne(resource, { id }) {
    assertBusinesses(resource);
    return { data: toRecord(await http<BusinessDetail>(`/api/admin/businesses/${id}`)) } as never;
  },
  async getMany(resource, { ids }) {
    assertBusinesses(resource);
    const data = await Promise.all(
      ids.map(async (id: Identifier) => toRecord(await http<BusinessDetail>(`/api/admin/businesses/${id}`))),
    );
    return { data } as never;
  },
  async update(resource, { id, data, previousData }) {
    assertBusinesses(resource);
    const answer = await http<unknown>(`/api/admin/businesses/${id}`, json('PUT', toBusinessUpdate(data)));
    // PUT answers the edited business; anything else means "done", so the form's values stand.
    const saved =
      typeof answer === 'object' && answer !== null && 'id' in answer
        ? toRecord(answer as BusinessDetail)
        : { ...previousData, ...data, id };
    return { data: saved } as never;
  },
  async delete(resource, { id, previousData }) {
    assertBusinesses(resource);
    await http(`/api/businesses/${id}`, json('DELETE'));
    return { data: previousData ?? { id } } as never;
  },
  async deleteMany(resource, { ids }) {
    assertBusinesses(resource);
    await http(`/api/admin/businesses?ids=${ids.map(encodeURIComponent).join(',')}`, json('DELETE'));
    return { data: ids } as never;
  },
  getManyReference: unsupported('getManyReference'),
  create: unsupported('create'),
  updateMany: unsupported('updateMany'),

  getStats: () => http('/api/admin/stats'),
  getCategories: () => http('/api/admin/categories'),
  getCountryCodes: () => http('/api/admin/country-codes'),
  toggleApproval: (id) => http(`/api/admin/businesses/${id}/toggle-approval`, json('POST')),
  // CONTRACT §0: deleting everything needs the explicit `confirm=all`.
  deleteAllBusinesses: () => http('/api/admin/businesses?confirm=all', json('DELETE')),
  countTestData: () => http('/api/admin/test-data/count'),
  deleteTestData: () => http('/api/admin/test-data', json('DELETE')),
  fixSlugs: () => http('/api/admin/fix-slugs', json('POST')),
  getSiteSettings: () => http('/api/admin/site-settings'),
  saveSiteSettings: ({ head_tags, footer_tags, analytics_code, facebook_pixel }) =>
    http('/api/admin/site-settings', json('POST', { head_tags, footer_tags, analytics_code, facebook_pixel })),
  clearCache: () => http('/api/admin/clear-cache', json('POST')),
  getSitemaps: () => http('/api/admin/sitemaps'),
  regenerateSitemaps: () => http('/api/admin/sitemaps/regenerate', json('POST')),
  async getImports() {
    const { items } = readList(await http<unknown>('/api/admin/imports'));
    return items.map((row, index) => ({ ...row, id: (row.id ?? row.uploadId ?? index) as Identifier }));
  },
  getImportProgress: (uploadId) => http(`/api/admin/imports/${encodeURIComponent(uploadId)}`),
  cancelImport: (uploadId) => http(`/api/admin/imports/${encodeURIComponent(uploadId)}/cancel`, json('POST')),
  exportCsv: (request) => httpDownload('/api/export-csv', `businesses_export_${today()}.csv`, json('POST', request)),
  downloadUploadTemplate: () => httpDownload('/api/admin/upload-template', 'business_upload_template.xlsx'),
  uploadExcel(file, uploadId, options) {
    const form = new FormData();
    form.append('uploadId', uploadId);
    form.append('file', file, file.name);
    // The id in the query string opens the import as the request arrives, so the first progress poll finds it.
    return postMultipart<ImportResult>(`/api/upload-excel?uploadId=${encodeURIComponent(uploadId)}`, form, options);
  },
};
