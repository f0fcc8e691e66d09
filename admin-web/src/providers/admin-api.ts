import type {
  AdminCategory,
  AdminReports,
  AdminStats,
  DeleteBusinessesResult,
  ExportCsvRequest,
  FixSlugsResult,
  ImportCancelResult,
  ImportPreview,
  ImportProgress,
  ImportResult,
  ImportRun,
  SiteSettings,
  SitemapOverview,
  SitemapRegeneration,
  SuccessMessage,
  TestDataCount,
  TestDataDeleteResult,
} from '@directory/shared';
import { call, httpDownload, post, postMultipart, remove, type UploadOptions } from './http';

/** docs/behaviour.md §5 form fields beside the file: `mode` and the headers mapped by hand (`columns`). */
export interface ImportUploadOptions extends UploadOptions {
  mode?: 'skip' | 'update';
  columns?: Record<string, string | null>;
}

const today = () => new Date().toISOString().slice(0, 10);

const segment = encodeURIComponent;

/**
 * The back office's calls that are not business records (docs/behaviour.md §4–§7): figures, maintenance,
 * settings, sitemaps, imports and files. Records go through the data provider.
 */
export const adminApi = {
  stats: () => call<AdminStats>('/api/admin/stats'),
  reports: () => call<AdminReports>('/api/admin/reports'),
  categories: () => call<AdminCategory[]>('/api/admin/categories'),
  searchCategories: (text: string, limit = 20) =>
    call<AdminCategory[]>(`/api/admin/categories?${new URLSearchParams({ q: text, limit: String(limit) })}`),
  countryCodes: () => call<string[]>('/api/admin/country-codes'),
  // docs/behaviour.md §0: deleting everything needs the explicit `confirm=all`.
  deleteAllBusinesses: () => remove<DeleteBusinessesResult>('/api/admin/businesses?confirm=all'),
  countTestData: () => call<TestDataCount>('/api/admin/test-data/count'),
  deleteTestData: () => remove<TestDataDeleteResult>('/api/admin/test-data'),
  fixSlugs: () => post<FixSlugsResult>('/api/admin/fix-slugs'),
  siteSettings: () => call<SiteSettings>('/api/admin/site-settings'),
  saveSiteSettings: (settings: SiteSettings) => {
    const { head_tags, footer_tags, analytics_code, facebook_pixel, review_moderation, review_blocklist } = settings;
    return post<SuccessMessage>('/api/admin/site-settings', {
      head_tags,
      footer_tags,
      analytics_code,
      facebook_pixel,
      review_moderation,
      review_blocklist,
    });
  },
  clearCache: () => post<SuccessMessage>('/api/admin/clear-cache'),
  sitemaps: () => call<SitemapOverview>('/api/admin/sitemaps'),
  regenerateSitemaps: () => post<SitemapRegeneration>('/api/admin/sitemaps/regenerate'),
  imports: () => call<ImportRun[]>('/api/admin/imports'),
  importProgress: (uploadId: string) => call<ImportProgress>(`/api/admin/imports/${segment(uploadId)}`),
  cancelImport: (uploadId: string) => post<ImportCancelResult>(`/api/admin/imports/${segment(uploadId)}/cancel`),
  exportCsv: (request: ExportCsvRequest) =>
    httpDownload('/api/export-csv', `businesses_export_${today()}.csv`, {
      method: 'POST',
      body: JSON.stringify(request),
    }),
  downloadUploadTemplate: () => httpDownload('/api/admin/upload-template', 'business_upload_template.xlsx'),
  previewImport(file: File | Blob, fileName: string) {
    const form = new FormData();
    form.append('file', file, fileName);
    return postMultipart<ImportPreview>('/api/admin/imports/preview', form);
  },
  uploadExcel(file: File, uploadId: string, options: ImportUploadOptions = {}) {
    const form = new FormData();
    form.append('uploadId', uploadId);
    if (options.mode) form.append('mode', options.mode);
    if (options.columns && Object.keys(options.columns).length > 0)
      form.append('columns', JSON.stringify(options.columns));
    form.append('file', file, file.name);
    // The id in the query string opens the import as the request arrives, so the first progress poll finds it.
    return postMultipart<ImportResult>(`/api/upload-excel?uploadId=${segment(uploadId)}`, form, options);
  },
};
