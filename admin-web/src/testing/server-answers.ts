import type {
  AdminBusiness,
  AdminReview,
  AdminReviewList,
  AdminBusinessList,
  AdminCategory,
  AdminSession,
  AdminStats,
  AuditAction,
  AuditEntry,
  AuditLogPage,
  BusinessDetail,
  BusinessHours,
  ContactMessage,
  ContactMessageList,
  DeleteBusinessesResult,
  ErrorBody,
  FixSlugsResult,
  ImportCancelResult,
  ImportPreview,
  ImportProgress,
  ImportResult,
  ImportRun,
  SiteSettings,
  SitemapFile,
  SitemapOverview,
  SitemapRegeneration,
  SuccessMessage,
  TestDataCount,
  TestDataDeleteResult,
  ToggleApprovalResult,
  ValidationErrorBody,
} from '@directory/shared';
import { DEFAULT_SITE_SETTINGS } from '@directory/shared';

/**
 * Answers of the real server, recorded with curl from `node backend/dist/main.js` on a fresh database with
 * SEED_DEMO=true: a login, a few contact-form messages, an edit, deletes, a CSV import with a bad row, a refused
 * PDF upload and a 60 000-row import cancelled while writing. Long lists (stats and categories, country codes)
 * are cut to their first entries; everything else is as the server sent it. Each answer is typed with the shared
 * response type of its route, so a shape the server does not send fails to compile.
 */
export interface RecordedAnswer<T> {
  status: number;
  body: T;
}

const answer = <T>(status: number, body: T): RecordedAnswer<T> => ({ status, body });
const succeeded = (message: string) => answer<SuccessMessage>(200, { success: true, message });
const refused = (status: number, message: string) => answer<SuccessMessage>(status, { success: false, message });

/** `GET /api/admin/session`, with and without the cookie. */
export const session = answer<AdminSession>(200, {
  authenticated: true,
  username: 'admin',
});

export const unauthorized = answer<ErrorBody>(401, {
  statusCode: 401,
  message: 'Unauthorized',
});

/** `POST /api/admin/login`, right and wrong password; `POST /api/admin/logout`. */
export const loginSucceeded = succeeded('Login successful');

export const loginRefused = refused(401, 'Invalid username or password');

export const loggedOut = succeeded('Logged out');

/** `GET /api/admin/categories`, `/stats` (the same top categories, without slugs), `/country-codes`. */
export const categories = answer<AdminCategory[]>(200, [
  { category: 'Restaurant', slug: 'restaurant', count: 668 },
  { category: 'Cafe', slug: 'cafe', count: 441 },
  { category: 'Hair Salon', slug: 'hair-salon', count: 333 },
  { category: 'Supermarket', slug: 'supermarket', count: 322 },
  { category: 'Coffee Shop', slug: 'coffee-shop', count: 295 },
]);

export const stats = answer<AdminStats>(200, {
  totalBusinesses: 20000,
  approvedBusinesses: 18997,
  pendingBusinesses: 1003,
  totalCategories: 832,
  totalCountries: 194,
  totalCities: 9380,
  categories: categories.body.map(({ category, count }) => ({ category, count })),
  accounts: 312,
  newAccountsByDay: [
    { day: '2026-11-27', count: 4 },
    { day: '2026-11-28', count: 7 },
  ],
  pendingReviews: 4,
  publishedReviews: 1208,
  newReviewsByDay: [
    { day: '2026-11-27', count: 19 },
    { day: '2026-11-28', count: 23 },
  ],
  openClaims: 0,
  openChangeRequests: 0,
});

export const countryCodes = answer<string[]>(200, ['AD', 'AE', 'AF', 'AG', 'AL', 'AM', 'AO', 'AR']);

/** The business the recorded calls read, edit, toggle and delete. */
const mercedesDealer: AdminBusiness = {
  id: 31835,
  name: 'André Mercedes-Benz Dealer',
  slug: 'andre-mercedes-benz-dealer-ciyio8',
  category: 'Mercedes-Benz Dealer',
  categorySlug: 'mercedes-benz-dealer',
  address: '100 Rue des Lilas, Likasi, Democratic Republic of the Congo',
  city: 'Likasi',
  citySlug: 'likasi',
  countryCode: 'CD',
  country: 'Democratic Republic of the Congo',
  phone: '+243 416 741 564',
  website: 'https://www.andre-mercedes-benz-dealer.cd',
  imageUrl: 'https://picsum.photos/seed/LBPf_-yUJC/800/600',
  description:
    'Welcome to André Mercedes-Benz Dealer, your independent mercedes-benz dealer in Likasi, Democratic Republic of the Congo. Genuine parts and a warranty on every repair.',
  rating: 4.7,
  reviewCount: 13,
  latitude: -11.009678,
  longitude: 26.744754,
  placeId: 'ChIJ-SL-xHnKquXnrLBPf_-yUJC',
  isApproved: true,
  createdAt: '2026-11-23T13:10:27.403Z',
  timeZone: 'Africa/Lubumbashi',
};

/** `GET /api/admin/businesses?page=2&limit=2&sortBy=createdAt&sortOrder=desc`. */
export const businessList = answer<AdminBusinessList>(200, {
  businesses: [
    mercedesDealer,
    {
      id: 23316,
      name: 'Malhotra Health Food Restaurant',
      slug: 'malhotra-health-food-restaurant-kye9sc',
      category: 'Health Food Restaurant',
      categorySlug: 'health-food-restaurant',
      address: '1544, Tilak Road, Nawāda - 917353, India',
      city: 'Nawāda',
      citySlug: 'nawada',
      countryCode: 'IN',
      country: 'India',
      phone: '+91 81556 02951',
      website: 'https://www.malhotra-health-food-restaurant.in',
      imageUrl: 'https://picsum.photos/seed/dwaYYCr93D/800/600',
      description:
        'Malhotra Health Food Restaurant is one of the best-reviewed health food restaurant businesses in Nawāda. Fresh seasonal ingredients, generous portions and a warm welcome.',
      rating: null,
      reviewCount: 0,
      latitude: 24.873675,
      longitude: 85.524671,
      placeId: 'ChIJNfXtux_P0nTuQdwaYYCr93D',
      isApproved: true,
      createdAt: '2026-11-23T12:51:16.385Z',
      timeZone: 'Asia/Kolkata',
    },
  ],
  pagination: { page: 2, limit: 2, total: 20000, totalPages: 10000 },
});

const closedOn = (dayOfWeek: number): BusinessHours => ({ dayOfWeek, openTime: null, closeTime: null, isClosed: true });
const openOn = (dayOfWeek: number, openTime: string, closeTime: string): BusinessHours => ({
  dayOfWeek,
  openTime,
  closeTime,
  isClosed: false,
});

/**
 * `GET /api/admin/businesses/{id}`: closed on Sunday; Monday to Friday hold two entries each (08:30–12:00,
 * 13:00–17:30), Saturday the morning one.
 */
export const business = answer<BusinessDetail>(200, {
  ...mercedesDealer,
  hours: [
    closedOn(0),
    ...[1, 2, 3, 4, 5].flatMap((day) => [openOn(day, '08:30', '12:00'), openOn(day, '13:00', '17:30')]),
    openOn(6, '08:30', '12:00'),
  ],
  amenities: [
    { id: 246209, amenityType: 'Wheelchair accessible entrance', hasAmenity: false },
    { id: 246210, amenityType: 'In-store shopping', hasAmenity: true },
    { id: 246211, amenityType: 'In-store pickup', hasAmenity: true },
    { id: 246212, amenityType: 'Fast service', hasAmenity: true },
    { id: 246213, amenityType: 'Wi-Fi', hasAmenity: true },
    { id: 246214, amenityType: 'Restroom', hasAmenity: true },
  ],
});

/**
 * `PUT /api/admin/businesses/{id}` with a new phone (after the approval toggle), then with a rating of 9 and a
 * country name.
 */
export const businessUpdated = answer<BusinessDetail>(200, {
  ...business.body,
  phone: '+243 416 741 565',
  isApproved: false,
});

export const businessUpdateRefused = answer<ValidationErrorBody>(400, {
  statusCode: 400,
  error: 'Bad Request',
  message: ['countryCode must be an ISO 3166-1 alpha-2 code', 'rating must not be greater than 5'],
  errors: {
    countryCode: 'countryCode must be an ISO 3166-1 alpha-2 code',
    rating: 'rating must not be greater than 5',
  },
});

/** `GET /api/admin/businesses/999999`. */
export const businessNotFound = answer<ErrorBody>(404, {
  message: 'Business not found',
  error: 'Not Found',
  statusCode: 404,
});

/** `POST …/toggle-approval`, `DELETE /api/businesses/{id}`, `DELETE /api/admin/businesses?ids=…`. */
export const approvalToggled = answer<ToggleApprovalResult>(200, {
  success: true,
  isApproved: false,
});

export const businessDeleted = succeeded('İşletme silindi');

export const businessesDeleted = answer<DeleteBusinessesResult>(200, {
  success: true,
  deletedCount: 1,
  message: '1 işletme silindi',
});

/** Maintenance: test data, slugs, settings, cache, sitemaps. */
export const testDataCount = answer<TestDataCount>(200, {
  count: 20,
});

export const testDataDeleted = answer<TestDataDeleteResult>(200, {
  success: true,
  deletedCount: 20,
  message: '20 test işletmesi silindi',
});

export const slugsFixed = answer<FixSlugsResult>(200, {
  success: true,
  successCount: 0,
  checkpointEnabled: true,
  totalProcessed: 20000,
  message: '20000 işletme incelendi, 0 URL düzeltildi',
});

export const siteSettings = answer<SiteSettings>(200, { ...DEFAULT_SITE_SETTINGS });

export const siteSettingsSaved = succeeded('Site ayarları başarıyla güncellendi');

export const cacheCleared = succeeded('Cache temizlendi');

const sitemapFile = (path: string, urlCount: number, bytes: number): SitemapFile => ({
  path,
  url: `http://localhost:3917${path}`,
  urlCount,
  bytes,
});

/** The business sitemap pages, numbered from 1, each as [urlCount, bytes]. */
const businessPages = (...pages: Array<[urlCount: number, bytes: number]>) =>
  pages.map(([urlCount, bytes], i) => sitemapFile(`/sitemaps/businesses/page-${i + 1}.xml`, urlCount, bytes));

/** The files a regeneration writes again unchanged. */
const unchangedSitemapFiles = [
  sitemapFile('/sitemaps/main.xml', 9, 602),
  sitemapFile('/sitemaps/categories.xml', 832, 59067),
  sitemapFile('/sitemaps/countries.xml', 193, 12566),
];

export const sitemaps = answer<SitemapOverview>(200, {
  generatedAt: '2026-11-23T16:38:52.089Z',
  files: [
    ...unchangedSitemapFiles,
    sitemapFile('/sitemaps/cities.xml', 9032, 576989),
    ...businessPages([9000, 1077333], [9000, 1077911], [997, 119468]),
  ],
  stats: { businesses: 18997, categories: 832, countries: 193, cities: 9032 },
});

export const sitemapsRegenerated = answer<SitemapRegeneration>(200, {
  generatedAt: '2026-11-23T16:40:04.737Z',
  files: [
    ...unchangedSitemapFiles,
    sitemapFile('/sitemaps/cities.xml', 9025, 576513),
    ...businessPages([9000, 1077279], [9000, 1077940], [9000, 998456], [1978, 217690]),
  ],
  stats: { businesses: 28978, categories: 832, countries: 193, cities: 9025 },
  skipped: false,
  message: 'Site haritaları oluşturuldu',
});

/** The numbered messages the recording sent through the contact form before John's. */
const ayseMessage = (n: number, createdAt: string): ContactMessage => ({
  id: n,
  name: `Ayşe Yılmaz ${n}`,
  email: `ayse${n}@example.com`,
  company: 'Yılmaz Ltd',
  phone: null,
  subject: `Kayıt güncelleme ${n}`,
  message: 'Merhaba, işletmemizin telefon numarası değişti.',
  createdAt,
  readAt: null,
});

/** `GET /api/admin/contact-messages?page=1&limit=3` after four contact-form messages. */
export const contactMessages = answer<ContactMessageList>(200, {
  messages: [
    {
      id: 4,
      name: 'John',
      email: 'john@example.com',
      company: null,
      phone: null,
      subject: 'Hello',
      message: 'A question about the listing.',
      createdAt: '2026-11-23T16:39:19.468Z',
      readAt: null,
    },
    ayseMessage(3, '2026-11-23T16:39:19.432Z'),
    ayseMessage(2, '2026-11-23T16:39:19.401Z'),
  ],
  pagination: { page: 1, limit: 3, total: 4, totalPages: 2 },
});

/** An audit entry as the server logs it from this machine, by the signed-in admin or (a failed login) by nobody. */
const byAdmin = (
  id: number,
  action: AuditAction,
  createdAt: string,
  details: AuditEntry['details'] = null,
): AuditEntry => ({
  id,
  adminUserId: 1,
  username: 'admin',
  action,
  details,
  ip: '127.0.0.1',
  createdAt,
});

const byNobody = (id: number, action: AuditAction, createdAt: string): AuditEntry => ({
  ...byAdmin(id, action, createdAt),
  adminUserId: null,
});

/** What the firms.csv import wrote (one bad row): its audit entry and its history row say the same. */
const firmsCounts = {
  totalRows: 3,
  errorCount: 1,
  skippedCount: 0,
  successCount: 2,
  addedCount: 2,
  updatedCount: 0,
  processingTime: 2.02,
};

/** What the cancelled bulk import had written: its audit entry and its history row say the same. */
const bulkCancelledCounts = {
  totalRows: 10000,
  errorCount: 0,
  skippedCount: 0,
  successCount: 10000,
  addedCount: 10000,
  updatedCount: 0,
  processingTime: 3.43,
};

const importCancelledEntry = byAdmin(11, 'import.cancelled', '2026-11-23T16:39:53.714Z', {
  mode: 'insert',
  bytes: 6673558,
  fileName: 'bulk.csv',
  uploadId: 'fixture-upload-3',
  ...bulkCancelledCounts,
});

/** `GET /api/admin/audit-log?page=1&limit=25` after all of the above, and `?action=import.cancelled`. */
export const auditLog = answer<AuditLogPage>(200, {
  entries: [
    byAdmin(13, 'test-data.deleted', '2026-11-23T16:40:04.616Z', {
      deletedCount: 20,
    }),
    byAdmin(12, 'businesses.deleted', '2026-11-23T16:40:04.074Z', {
      ids: [31835],
      deletedCount: 1,
    }),
    importCancelledEntry,
    byAdmin(10, 'import.cancel-requested', '2026-11-23T16:39:53.004Z', {
      state: 'writing',
      uploadId: 'fixture-upload-3',
    }),
    byAdmin(9, 'import.finished', '2026-11-23T16:39:44.661Z', {
      mode: 'insert',
      bytes: 377,
      fileName: 'firms.csv',
      uploadId: 'fixture-upload-1',
      ...firmsCounts,
    }),
    byAdmin(8, 'business.deleted', '2026-11-23T16:39:25.696Z', {
      id: 23316,
      name: 'Malhotra Health Food Restaurant',
      placeId: 'ChIJNfXtux_P0nTuQdwaYYCr93D',
    }),
    byAdmin(7, 'business.updated', '2026-11-23T16:39:25.411Z', {
      id: 31835,
      name: 'André Mercedes-Benz Dealer',
      fields: ['phone'],
    }),
    byAdmin(6, 'business.approval-toggled', '2026-11-23T16:39:25.132Z', {
      id: 31835,
      isApproved: false,
    }),
    byAdmin(5, 'slugs.fixed', '2026-11-23T16:39:19.865Z', {
      fixed: 0,
      completed: true,
      processed: 20000,
      resumedFromId: null,
    }),
    byAdmin(4, 'cache.cleared', '2026-11-23T16:39:19.659Z'),
    byAdmin(3, 'settings.updated', '2026-11-23T16:39:19.621Z', {
      fields: ['head_tags', 'footer_tags', 'analytics_code', 'facebook_pixel'],
      lengths: {
        head_tags: 27,
        footer_tags: 0,
        analytics_code: 0,
        facebook_pixel: 0,
      },
    }),
    byAdmin(2, 'login.succeeded', '2026-11-23T16:39:18.821Z'),
    byNobody(1, 'login.failed', '2026-11-23T16:39:18.755Z'),
  ],
  pagination: { page: 1, limit: 25, total: 13, totalPages: 1 },
});

export const auditLogOfCancelledImports = answer<AuditLogPage>(200, {
  entries: [importCancelledEntry],
  pagination: { page: 1, limit: 3, total: 1, totalPages: 1 },
});

/** `POST /api/export-csv` with a field that is not an export field. */
export const exportRefused = answer<ValidationErrorBody>(400, {
  statusCode: 400,
  error: 'Bad Request',
  message: [
    'each field must be one of: name, address, phone, category, reviewCount, rating, placeId, countryCode, url, latitude, longitude, slug, city, website',
  ],
  errors: {
    selectedFields:
      'each field must be one of: name, address, phone, category, reviewCount, rating, placeId, countryCode, url, latitude, longitude, slug, city, website',
  },
});

/** `POST /api/upload-excel`: three CSV rows, one with the country code XX; a PDF; the cancelled import. */
export const importFinishedWithErrors = answer<ImportResult>(200, {
  success: false,
  message: 'İçe aktarma hatalarla tamamlandı: 2 işletme eklendi, 1 satır hatalı',
  totalRows: 3,
  successCount: 2,
  addedCount: 2,
  updatedCount: 0,
  skippedCount: 0,
  errorCount: 1,
  processingTime: 2.02,
  recordsPerSecond: 1,
  errors: ['Satır 4: geçersiz ülke kodu "XX" (ISO 3166 alpha-2 bekleniyor)'],
  skippedBusinesses: [],
});

export const uploadRefused = refused(400, 'Please select an Excel file (.xlsx or .xls)');

export const uploadOfCancelledImport = refused(
  409,
  'İçe aktarma iptal edildi: 10000 işletme eklendi; dosya yeniden yüklendiğinde yalnızca eksik satırlar eklenir',
);

/** `POST /api/admin/imports/preview` of a firms.csv whose name header is 'Firma İsmi' (no alias). */
export const importPreview = answer<ImportPreview>(200, {
  headers: [
    { header: 'Firma İsmi', field: null },
    { header: 'address', field: 'address' },
    { header: 'category', field: 'category' },
    { header: 'place_id', field: 'place_id' },
    { header: 'country_code', field: 'country_code' },
  ],
  rows: [['Kahve Durağı', 'Moda Cd. 1, İstanbul', 'Cafe', 'p-1', 'TR']],
  fields: [
    'name',
    'address',
    'category',
    'place_id',
    'country_code',
    'phone',
    'latitude',
    'longitude',
    'rating',
    'review_count',
    'city',
    'website',
    'description',
    'image_url',
    'hours',
    'amenities',
    'approved',
  ],
  rowsTotal: 3,
});

/** `GET /api/admin/imports/{uploadId}` while writing, once done, and for an unknown id. */
export const importProgressWriting = answer<ImportProgress>(200, {
  uploadId: 'fixture-upload-3',
  state: 'writing',
  bytesTotal: 6673558,
  bytesRead: 786432,
  rowsRead: 6000,
  rowsTotal: 60000,
  percent: 10,
});

export const importProgressDone = answer<ImportProgress>(200, {
  uploadId: 'fixture-upload-1',
  state: 'done',
  bytesTotal: 377,
  bytesRead: 377,
  rowsRead: 3,
  rowsTotal: 3,
  percent: 100,
});

export const importNotFound = answer<ErrorBody>(404, {
  statusCode: 404,
  message: 'Import not found',
  error: 'Not Found',
});

/** `POST /api/admin/imports/{uploadId}/cancel` while writing, and once done. */
export const importCancelled = answer<ImportCancelResult>(200, {
  success: true,
  state: 'cancelled',
});

export const importAlreadyFinished = refused(409, 'İçe aktarma zaten bitti (durum: done)');

/** `GET /api/admin/imports`: while the large import was writing, and after it was cancelled. */
const refusedUpload: ImportRun = {
  uploadId: 'fixture-upload-2',
  state: 'failed',
  bytesTotal: 312,
  bytesRead: 0,
  rowsRead: 0,
  rowsTotal: null,
  percent: 0,
  fileName: '',
  username: 'admin',
  startedAt: '2026-11-23T16:39:44.702Z',
  finishedAt: '2026-11-23T16:39:44.707Z',
  result: null,
  reason: 'Please select an Excel file (.xlsx or .xls)',
};

const firmsUpload: ImportRun = {
  ...importProgressDone.body,
  fileName: 'firms.csv',
  username: 'admin',
  startedAt: '2026-11-23T16:39:42.576Z',
  finishedAt: '2026-11-23T16:39:44.657Z',
  result: {
    message: 'İçe aktarma hatalarla tamamlandı: 2 işletme eklendi, 1 satır hatalı',
    success: false,
    ...firmsCounts,
    recordsPerSecond: 1,
  },
  reason: null,
};

const bulkUploadWriting: ImportRun = {
  uploadId: 'fixture-upload-3',
  state: 'writing',
  bytesTotal: 6673558,
  bytesRead: 1048576,
  rowsRead: 8000,
  rowsTotal: 60000,
  percent: 13,
  fileName: 'bulk.csv',
  username: 'admin',
  startedAt: '2026-11-23T16:39:50.224Z',
  finishedAt: null,
  result: {
    message: 'İçe aktarma tamamlandı: 8000 işletme eklendi',
    success: true,
    totalRows: 8000,
    errorCount: 0,
    skippedCount: 0,
    successCount: 8000,
    addedCount: 8000,
    updatedCount: 0,
    processingTime: 2.52,
    recordsPerSecond: 3173,
  },
  reason: null,
};

export const importHistoryWhileWriting = answer<ImportRun[]>(200, [bulkUploadWriting, refusedUpload, firmsUpload]);

export const importHistory = answer<ImportRun[]>(200, [
  {
    ...bulkUploadWriting,
    state: 'cancelled',
    bytesRead: 1310720,
    rowsRead: 10000,
    percent: 16,
    finishedAt: '2026-11-23T16:39:53.711Z',
    result: {
      message:
        'İçe aktarma iptal edildi: 10000 işletme eklendi; dosya yeniden yüklendiğinde yalnızca eksik satırlar eklenir',
      success: false,
      ...bulkCancelledCounts,
      recordsPerSecond: 2916,
    },
    reason:
      'İçe aktarma iptal edildi: 10000 işletme eklendi; dosya yeniden yüklendiğinde yalnızca eksik satırlar eklenir',
  },
  refusedUpload,
  firmsUpload,
]);

/**
 * `POST /api/export-csv {selectedFields:[name,city,countryCode],countryCode:TR}` (its first rows) and
 * `GET /api/admin/upload-template`.
 */
export const csvExport = {
  status: 200,
  contentDisposition: 'attachment; filename="businesses_TR_2026-11-23.csv"',
  body: '\uFEFFFirma Adı,Şehir,Ülke Kodu\r\nFalafel Restaurant Özkan,Istanbul,TR\r\nThe Silver Gate,Umraniye,TR\r\n',
};

export const uploadTemplate = {
  status: 200,
  contentDisposition: 'attachment; filename="isletme_yukleme_sablonu.xlsx"',
};

/**
 * docs/behaviour.md §13's moderation calls, recorded from the real server on a fresh database: one verified account's
 * review holding markup and a link (held: 'link'), another's reported by three accounts (held: 'reports').
 */
const kahveDuragi: AdminReview['business'] = {
  id: 1,
  name: 'Kahve Durağı',
  slug: 'kahve-duragi-5dvst9',
};

const heldReview: AdminReview = {
  id: 2,
  rating: 1,
  text: '<b>x</b><img src=x onerror=alert(1)> Daha ucuzu www.baska-kahve.example adresinde',
  state: 'pending',
  rejectionReason: null,
  createdAt: '2026-11-28T21:53:33.899Z',
  editedAt: null,
  helpfulCount: 0,
  business: kahveDuragi,
  ownerReply: null,
  account: {
    id: 1,
    displayName: 'Ada Yılmaz',
    email: 'ada@example.com',
  },
  reports: [],
  heldBecause: ['link'],
};

const reportedReview: AdminReview = {
  id: 1,
  rating: 5,
  text: 'Harika kahve, güler yüzlü çalışanlar ve sıcak bir ortam.',
  state: 'pending',
  rejectionReason: null,
  createdAt: '2026-11-28T21:53:33.703Z',
  editedAt: null,
  helpfulCount: 0,
  business: kahveDuragi,
  ownerReply: null,
  account: {
    id: 2,
    displayName: 'Can Demir',
    email: 'can@example.com',
  },
  reports: [
    {
      reason: 'fake',
      note: 'Sahibinin arkadaşı yazmış',
      createdAt: '2026-11-28T21:53:33.862Z',
    },
    {
      reason: 'spam',
      note: null,
      createdAt: '2026-11-28T21:53:33.878Z',
    },
    {
      reason: 'conflict_of_interest',
      note: 'Rakip işletme',
      createdAt: '2026-11-28T21:53:33.889Z',
    },
  ],
  heldBecause: ['reports'],
};

/** `GET /api/admin/reviews?state=pending&page=1&limit=25`. */
export const reviewQueue = answer<AdminReviewList>(200, {
  reviews: [heldReview, reportedReview],
  pagination: {
    page: 1,
    limit: 25,
    total: 2,
    totalPages: 1,
  },
});

/** `POST /api/admin/reviews/2/reject` with a reason of one character, then with 'Reklam içeriyor'. */
export const reviewRejectRefused = answer<ValidationErrorBody>(400, {
  statusCode: 400,
  error: 'Bad Request',
  message: ['Reason must be at least 3 characters'],
  errors: {
    reason: 'Reason must be at least 3 characters',
  },
});

export const reviewRejected = answer<{ success: true; review: AdminReview }>(200, {
  success: true,
  review: { ...heldReview, state: 'rejected', rejectionReason: 'Reklam içeriyor', heldBecause: [] },
});

/** `POST /api/admin/reviews/1/publish`. */
export const reviewPublished = answer<{ success: true; review: AdminReview }>(200, {
  success: true,
  review: { ...reportedReview, state: 'published', heldBecause: [] },
});

/** `DELETE /api/admin/reviews/2`, then again once it is gone. */
export const reviewDeleted = succeeded('Review deleted');

export const reviewNotFound = answer<ErrorBody>(404, {
  statusCode: 404,
  message: 'Review 2 not found',
});
