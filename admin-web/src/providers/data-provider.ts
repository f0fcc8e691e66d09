import {
  ADMIN_BUSINESS_SORT_KEYS,
  type AdminBusinessList,
  type AdminCategory,
  type AdminReports,
  type AdminStats,
  type AuditLogPage,
  type BusinessDetail,
  type ContactMessageList,
  type DeleteBusinessesResult,
  type ExportCsvRequest,
  type FixSlugsResult,
  type ImportCancelResult,
  type ImportPreview,
  type ImportProgress,
  type ImportResult,
  type ImportRun,
  type Pagination,
  type SiteSettings,
  type SitemapOverview,
  type SitemapRegeneration,
  type SuccessMessage,
  type TestDataCount,
  type TestDataDeleteResult,
  type ToggleApprovalResult,
} from '@directory/shared';
import simpleRestProvider from 'ra-data-simple-rest';
import {
  type DataProvider,
  fetchUtils,
  type GetListParams,
  type GetListResult,
  type GetManyResult,
  type GetOneResult,
  HttpError,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { type BusinessRecord, toBusinessRecord, toBusinessUpdate } from './business-mapping';
import { type Download, httpDownload, postMultipart, serverMessage, type UploadOptions } from './http';
import { i18nProvider } from './i18n-provider';
import { localizeErrorBody } from './server-messages';

/**
 * fetchUtils.fetchJson with the session cookie; a refusal becomes an HttpError carrying the server's message
 * (a validation failure's list of messages joined), its status and its body, in the interface language.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
  } catch (error) {
    if (error instanceof HttpError) {
      const body = localizeErrorBody(error.body, i18nProvider.translate);
      throw new HttpError(serverMessage(body, error.message), error.status, body);
    }
    throw error;
  }
}

/** One call whose answer is `T`: the shared type the server's controller declares for that route. */
export async function call<T>(url: string, options?: fetchUtils.Options): Promise<T> {
  const { json } = await httpClient(url, options);
  return json as T;
}

export const post = <T>(url: string, body?: unknown) =>
  call<T>(url, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });

const remove = <T>(url: string) => call<T>(url, { method: 'DELETE' });

const SORT_KEYS = new Set<string>(ADMIN_BUSINESS_SORT_KEYS);

/** A filter value that means "no filter": the selects offer 'all'. */
const isUnset = (value: unknown) => value === undefined || value === null || value === '' || value === 'all';

/** `page`, `limit` and the filters a list knows, from react-admin's list parameters. */
function pageQuery({ pagination, filter }: GetListParams, filters: readonly string[]): URLSearchParams {
  const query = new URLSearchParams({ page: String(pagination?.page ?? 1), limit: String(pagination?.perPage ?? 20) });
  for (const key of filters) {
    if (!isUnset(filter?.[key])) query.set(key, String(filter[key]));
  }
  return query;
}

/** `GET /api/admin/businesses`: paging, the four filters and a whitelisted sort (CONTRACT §4). */
export function businessListQuery(params: GetListParams): string {
  const query = pageQuery(params, ['search', 'category', 'country', 'approved']);
  if (params.sort && SORT_KEYS.has(params.sort.field)) {
    query.set('sortBy', params.sort.field);
    query.set('sortOrder', params.sort.order.toLowerCase());
  }
  return query.toString();
}

/** The list answers: each names its rows (`businesses`, `messages`, `entries`) beside one `pagination`. */
const listResult = <R extends RaRecord>(data: R[], { total }: Pagination): GetListResult => ({ data, total });

const oneResult = <R extends RaRecord>(data: R): GetOneResult => ({ data });

const manyResult = <R extends RaRecord>(data: R[]): GetManyResult => ({ data });

/** Business ids are integers; react-admin hands the edit route's id over as a string. */
const businessId = (id: Identifier): number => Number(id);

function assertBusinesses(resource: string) {
  if (resource !== 'businesses') throw new Error(`Unknown resource ${resource}`);
}

const unsupported = (what: string) => () => Promise.reject(new Error(`${what} is not supported`));

/**
 * ra-data-simple-rest's `GET/PUT {apiUrl}/{resource}/{id}` is the admin API's read and edit of one business;
 * its other calls (`?range=`, `Content-Range`, one DELETE per id) are not, so they are replaced below.
 */
const rest = simpleRestProvider('/api/admin', httpClient);

/** Back-office calls beyond CRUD, reached through `useDataProvider<AdminDataProvider>()`. */
export interface AdminDataProvider extends DataProvider {
  getStats(): Promise<AdminStats>;
  getReports(): Promise<AdminReports>;
  getCategories(): Promise<AdminCategory[]>;
  searchCategories(text: string, limit?: number): Promise<AdminCategory[]>;
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
  getImports(): Promise<ImportRun[]>;
  getImportProgress(uploadId: string): Promise<ImportProgress>;
  cancelImport(uploadId: string): Promise<ImportCancelResult>;
  exportCsv(request: ExportCsvRequest): Promise<Download>;
  downloadUploadTemplate(): Promise<Download>;
  previewImport(file: File | Blob, fileName: string): Promise<ImportPreview>;
  uploadExcel(file: File, uploadId: string, options?: ImportUploadOptions): Promise<ImportResult>;
}

/** CONTRACT §5 form fields beside the file: `mode` and the headers mapped by hand (`columns`). */
export interface ImportUploadOptions extends UploadOptions {
  mode?: 'skip' | 'update';
  columns?: Record<string, string | null>;
}

const today = () => new Date().toISOString().slice(0, 10);

export const dataProvider: AdminDataProvider = {
  async getList(resource, params) {
    const options = { signal: params.signal };
    switch (resource) {
      case 'businesses': {
        const answer = await call<AdminBusinessList>(`/api/admin/businesses?${businessListQuery(params)}`, options);
        return listResult(answer.businesses, answer.pagination);
      }
      case 'contact-messages': {
        const query = pageQuery(params, []);
        const answer = await call<ContactMessageList>(`/api/admin/contact-messages?${query}`, options);
        return listResult(answer.messages, answer.pagination);
      }
      case 'audit-log': {
        const query = pageQuery(params, ['action']);
        const answer = await call<AuditLogPage>(`/api/admin/audit-log?${query}`, options);
        return listResult(answer.entries, answer.pagination);
      }
      default:
        throw new Error(`Unknown resource ${resource}`);
    }
  },
  async getOne(resource, { id, signal }) {
    assertBusinesses(resource);
    const { data } = await rest.getOne<BusinessDetail>('businesses', { id: businessId(id), signal });
    return oneResult(toBusinessRecord(data));
  },
  async getMany(resource, { ids, signal }) {
    assertBusinesses(resource);
    const answers = await Promise.all(
      ids.map((id) => rest.getOne<BusinessDetail>('businesses', { id: businessId(id), signal })),
    );
    return manyResult(answers.map(({ data }) => toBusinessRecord(data)));
  },
  async update(resource, { id, data, previousData }) {
    assertBusinesses(resource);
    const answer = await rest.update<BusinessDetail>('businesses', {
      id: businessId(id),
      data: toBusinessUpdate(data, previousData),
      // The record getOne gave the form, a BusinessRecord; simple-rest does not read it.
      previousData: previousData as BusinessRecord,
    });
    return oneResult(toBusinessRecord(answer.data));
  },
  async delete(resource, { id, previousData }) {
    assertBusinesses(resource);
    // CONTRACT §4 deletes one business outside /api/admin and answers `{success, message}`, not the record.
    await remove<SuccessMessage>(`/api/businesses/${encodeURIComponent(id)}`);
    return oneResult(previousData ?? { id });
  },
  async deleteMany(resource, { ids }) {
    assertBusinesses(resource);
    await remove<DeleteBusinessesResult>(`/api/admin/businesses?ids=${ids.map(encodeURIComponent).join(',')}`);
    return { data: ids };
  },
  getManyReference: unsupported('getManyReference'),
  create: unsupported('create'),
  updateMany: unsupported('updateMany'),

  getStats: () => call('/api/admin/stats'),
  getReports: () => call('/api/admin/reports'),
  getCategories: () => call('/api/admin/categories'),
  searchCategories: (text, limit = 20) =>
    call(`/api/admin/categories?${new URLSearchParams({ q: text, limit: String(limit) })}`),
  getCountryCodes: () => call('/api/admin/country-codes'),
  toggleApproval: (id) => post(`/api/admin/businesses/${encodeURIComponent(id)}/toggle-approval`),
  // CONTRACT §0: deleting everything needs the explicit `confirm=all`.
  deleteAllBusinesses: () => remove('/api/admin/businesses?confirm=all'),
  countTestData: () => call('/api/admin/test-data/count'),
  deleteTestData: () => remove('/api/admin/test-data'),
  fixSlugs: () => post('/api/admin/fix-slugs'),
  getSiteSettings: () => call('/api/admin/site-settings'),
  saveSiteSettings: ({ head_tags, footer_tags, analytics_code, facebook_pixel }) =>
    post('/api/admin/site-settings', { head_tags, footer_tags, analytics_code, facebook_pixel }),
  clearCache: () => post('/api/admin/clear-cache'),
  getSitemaps: () => call('/api/admin/sitemaps'),
  regenerateSitemaps: () => post('/api/admin/sitemaps/regenerate'),
  getImports: () => call('/api/admin/imports'),
  getImportProgress: (uploadId) => call(`/api/admin/imports/${encodeURIComponent(uploadId)}`),
  cancelImport: (uploadId) => post(`/api/admin/imports/${encodeURIComponent(uploadId)}/cancel`),
  exportCsv: (request) =>
    httpDownload('/api/export-csv', `businesses_export_${today()}.csv`, {
      method: 'POST',
      body: JSON.stringify(request),
    }),
  downloadUploadTemplate: () => httpDownload('/api/admin/upload-template', 'business_upload_template.xlsx'),
  previewImport(file, fileName) {
    const form = new FormData();
    form.append('file', file, fileName);
    return postMultipart<ImportPreview>('/api/admin/imports/preview', form);
  },
  uploadExcel(file, uploadId, options = {}) {
    const form = new FormData();
    form.append('uploadId', uploadId);
    if (options.mode) form.append('mode', options.mode);
    if (options.columns && Object.keys(options.columns).length > 0)
      form.append('columns', JSON.stringify(options.columns));
    form.append('file', file, file.name);
    // The id in the query string opens the import as the request arrives, so the first progress poll finds it.
    return postMultipart<ImportResult>(`/api/upload-excel?uploadId=${encodeURIComponent(uploadId)}`, form, options);
  },
};
