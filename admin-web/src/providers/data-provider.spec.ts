import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../testing/fake-xhr';
import * as server from '../testing/server-answers';
import type { RecordedAnswer } from '../testing/server-answers';
import { toBusinessRecord } from './business-mapping';
import { adminApi } from './admin-api';
import { dataProvider, listQuery } from './data-provider';
import { UploadFailure } from './http';

interface Call {
  url: string;
  method: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

interface FileAnswer {
  status: number;
  contentDisposition: string;
  body?: string;
}

let calls: Call[];
let next: RecordedAnswer<unknown> | FileAnswer;

/** The server answers the next request with a recorded answer. */
const respond = (answer: RecordedAnswer<unknown> | FileAnswer) => {
  next = answer;
};

beforeEach(() => {
  calls = [];
  next = { status: 500, body: { statusCode: 500, message: 'no answer recorded for this call' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
        credentials: init.credentials,
      });
      if ('contentDisposition' in next) {
        return new Response(next.body ?? 'PK', {
          status: next.status,
          headers: { 'content-type': 'application/octet-stream', 'content-disposition': next.contentDisposition },
        });
      }
      return new Response(JSON.stringify(next.body), {
        status: next.status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const lastCall = () => calls.at(-1) as Call;

const listParams = (page: number, perPage: number, filter: Record<string, unknown> = {}) => ({
  pagination: { page, perPage },
  sort: { field: 'createdAt', order: 'DESC' as const },
  filter,
});

describe('listQuery', () => {
  it('maps react-admin paging, sort and filters to the admin API parameters', () => {
    const query = listQuery('businesses', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'reviewCount', order: 'DESC' },
      filter: { search: 'café', category: 'auto-repair', approved: false },
    });
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      page: '3',
      limit: '20',
      sortBy: 'reviewCount',
      sortOrder: 'desc',
      search: 'café',
      category: 'auto-repair',
      approved: 'false',
    });
  });

  it('drops a sort key outside the whitelist rather than sending one the API rejects', () => {
    const query = listQuery('businesses', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(new URLSearchParams(query).has('sortBy')).toBe(false);
  });

  it("sends no filter for 'all' or an empty choice, and passes the country code", () => {
    const query = listQuery('businesses', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'name', order: 'ASC' },
      filter: { category: 'all', country: 'DE', approved: '', search: '' },
    });
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      page: '1',
      limit: '20',
      sortBy: 'name',
      sortOrder: 'asc',
      country: 'DE',
    });
  });
});

describe('dataProvider: businesses', () => {
  it('getList reads {businesses, pagination} with the session cookie', async () => {
    respond(server.businessList);
    const result = await dataProvider.getList('businesses', listParams(2, 2));
    expect(lastCall()).toMatchObject({
      url: '/api/admin/businesses?page=2&limit=2&sortBy=createdAt&sortOrder=desc',
      method: 'GET',
      credentials: 'include',
    });
    expect(result).toEqual({ data: server.businessList.body.businesses, total: 20000 });
  });

  it('getOne keeps the hours as sent and adds the week the form edits, every period of a split day', async () => {
    respond(server.business);
    const { data } = await dataProvider.getOne('businesses', { id: '31835' });
    expect(lastCall()).toMatchObject({ url: '/api/admin/businesses/31835', method: 'GET', credentials: 'include' });
    expect(data.hours).toEqual(server.business.body.hours);
    expect(data.week).toHaveLength(7);
    expect(data.week[0]).toEqual({ dayOfWeek: 0, isClosed: true, periods: [{ openTime: null, closeTime: null }] });
    expect(data.week[1]).toEqual({
      dayOfWeek: 1,
      isClosed: false,
      periods: [
        { openTime: '08:30', closeTime: '12:00' },
        { openTime: '13:00', closeTime: '17:30' },
      ],
    });
  });

  it('getMany reads each business', async () => {
    respond(server.business);
    const { data } = await dataProvider.getMany('businesses', { ids: [31835, 31835] });
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/businesses/31835', '/api/admin/businesses/31835']);
    expect(data).toHaveLength(2);
  });

  it("getOne carries the server's 404 message in Turkish", async () => {
    respond(server.businessNotFound);
    await expect(dataProvider.getOne('businesses', { id: 999999 })).rejects.toMatchObject({
      status: 404,
      message: 'İşletme bulunamadı',
      body: { ...server.businessNotFound.body, message: 'İşletme bulunamadı' },
    });
  });

  it('update PUTs only the fields the admin changed, as the API takes them, and reads the answer', async () => {
    const record = toBusinessRecord(server.business.body);
    respond(server.businessUpdated);
    const { data } = await dataProvider.update('businesses', {
      id: '31835',
      data: { ...record, phone: ' +243 416 741 565 ', website: '', rating: '4,2' },
      previousData: record,
    });
    expect(lastCall()).toMatchObject({ url: '/api/admin/businesses/31835', method: 'PUT', credentials: 'include' });
    expect(lastCall().body).toEqual({ phone: '+243 416 741 565', website: null, rating: 4.2 });
    expect(data).toEqual(toBusinessRecord(server.businessUpdated.body));
  });

  it('update sends every period of an edited day and every other day as stored, split days kept', async () => {
    const record = toBusinessRecord(server.business.body);
    const week = record.week.map((day) =>
      day.dayOfWeek === 1 ? { ...day, periods: [day.periods[0], { ...day.periods[1], closeTime: '18:00' }] } : day,
    );
    respond(server.businessUpdated);
    await dataProvider.update('businesses', { id: 31835, data: { ...record, week }, previousData: record });
    const { hours } = lastCall().body as { hours: unknown[] };
    expect(hours).toEqual([
      { dayOfWeek: 0, openTime: null, closeTime: null, isClosed: true },
      { dayOfWeek: 1, openTime: '08:30', closeTime: '12:00', isClosed: false },
      { dayOfWeek: 1, openTime: '13:00', closeTime: '18:00', isClosed: false },
      ...server.business.body.hours.filter((entry) => entry.dayOfWeek > 1),
    ]);
  });

  it('update closes a day with one closed entry without times', async () => {
    const record = toBusinessRecord(server.business.body);
    const week = record.week.map((day) => (day.dayOfWeek === 5 ? { ...day, isClosed: true } : day));
    respond(server.businessUpdated);
    await dataProvider.update('businesses', { id: 31835, data: { ...record, week }, previousData: record });
    const { hours } = lastCall().body as { hours: Array<{ dayOfWeek: number; isClosed: boolean }> };
    expect(hours.filter((entry) => entry.dayOfWeek === 5)).toEqual([
      { dayOfWeek: 5, openTime: null, closeTime: null, isClosed: true },
    ]);
    expect(hours).toHaveLength(server.business.body.hours.length - 1);
  });

  it("update carries the server's validation messages in Turkish, per field for the form", async () => {
    const record = toBusinessRecord(server.business.body);
    respond(server.businessUpdateRefused);
    await expect(
      dataProvider.update('businesses', {
        id: 31835,
        data: { ...record, rating: 9, countryCode: 'Germany' },
        previousData: record,
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Ülke Kodu: iki harfli ISO 3166-1 ülke kodu olmalı (örn. TR), Değerlendirme en fazla 5 olabilir',
      body: { errors: { rating: 'Değerlendirme en fazla 5 olabilir' } },
    });
  });

  it('delete uses the public delete call and gives react-admin the deleted record', async () => {
    respond(server.businessDeleted);
    const previousData = server.businessList.body.businesses[1];
    const { data } = await dataProvider.delete('businesses', { id: previousData.id, previousData });
    expect(lastCall()).toMatchObject({ url: `/api/businesses/${previousData.id}`, method: 'DELETE' });
    expect(data).toBe(previousData);
  });

  it('deleteMany deletes the listed ids in one call', async () => {
    respond(server.businessesDeleted);
    const { data } = await dataProvider.deleteMany('businesses', { ids: [31835] });
    expect(lastCall()).toMatchObject({ url: '/api/admin/businesses?ids=31835', method: 'DELETE' });
    expect(data).toEqual([31835]);
  });

  it('refuses resources it does not know', async () => {
    await expect(dataProvider.getList('posts', listParams(1, 10))).rejects.toThrow('Unknown resource posts');
    await expect(dataProvider.delete('audit-log', { id: 1 })).rejects.toThrow('Unknown resource audit-log');
    expect(calls).toEqual([]);
  });
});

describe('dataProvider: back-office lists', () => {
  it('reads contact messages from {messages, pagination}', async () => {
    respond(server.contactMessages);
    const result = await dataProvider.getList('contact-messages', listParams(1, 3, { q: 'ignored' }));
    expect(lastCall().url).toBe('/api/admin/contact-messages?page=1&limit=3');
    expect(result).toEqual({ data: server.contactMessages.body.messages, total: 4 });
  });

  it('reads the audit log from {entries, pagination} and filters by action', async () => {
    respond(server.auditLogOfCancelledImports);
    const result = await dataProvider.getList('audit-log', listParams(1, 25, { action: 'import.cancelled' }));
    expect(lastCall().url).toBe('/api/admin/audit-log?page=1&limit=25&action=import.cancelled');
    expect(result).toEqual({ data: server.auditLogOfCancelledImports.body.entries, total: 1 });
  });

  it('sends no action filter for every action', async () => {
    respond(server.auditLog);
    const result = await dataProvider.getList('audit-log', listParams(1, 25, { action: '' }));
    expect(lastCall().url).toBe('/api/admin/audit-log?page=1&limit=25');
    expect(result.total).toBe(13);
    expect(result.data.map((entry) => entry.id)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('hands a 401 over with its status, so the auth provider signs the admin out', async () => {
    respond(server.unauthorized);
    await expect(dataProvider.getList('contact-messages', listParams(1, 25))).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
    });
  });
});

describe('adminApi and the approval call', () => {
  const dp = adminApi;
  /** The request each call must make, the call, the server's recorded answer and the JSON body sent, if any. */
  const cases: Array<[string, () => Promise<unknown>, RecordedAnswer<unknown>, unknown?]> = [
    ['GET /api/admin/stats', () => dp.stats(), server.stats],
    ['GET /api/admin/categories', () => dp.categories(), server.categories],
    ['GET /api/admin/categories?q=caf%C3%A9&limit=20', () => dp.searchCategories('café'), server.categories],
    ['GET /api/admin/country-codes', () => dp.countryCodes(), server.countryCodes],
    [
      'POST /api/admin/businesses/31835/toggle-approval',
      () => dataProvider.toggleApproval(31835),
      server.approvalToggled,
    ],
    ['DELETE /api/admin/businesses?confirm=all', () => dp.deleteAllBusinesses(), server.businessesDeleted],
    ['GET /api/admin/test-data/count', () => dp.countTestData(), server.testDataCount],
    ['DELETE /api/admin/test-data', () => dp.deleteTestData(), server.testDataDeleted],
    ['POST /api/admin/fix-slugs', () => dp.fixSlugs(), server.slugsFixed],
    ['GET /api/admin/site-settings', () => dp.siteSettings(), server.siteSettings],
    [
      'POST /api/admin/site-settings',
      () =>
        dp.saveSiteSettings({
          head_tags: '<meta name="x" content="y">',
          footer_tags: '',
          analytics_code: '',
          facebook_pixel: '',
          extra: 'dropped',
        } as never),
      server.siteSettingsSaved,
      { head_tags: '<meta name="x" content="y">', footer_tags: '', analytics_code: '', facebook_pixel: '' },
    ],
    ['POST /api/admin/clear-cache', () => dp.clearCache(), server.cacheCleared],
    ['GET /api/admin/sitemaps', () => dp.sitemaps(), server.sitemaps],
    ['POST /api/admin/sitemaps/regenerate', () => dp.regenerateSitemaps(), server.sitemapsRegenerated],
    ['GET /api/admin/imports', () => dp.imports(), server.importHistory],
    [
      'GET /api/admin/imports/fixture%20upload%2F3',
      () => dp.importProgress('fixture upload/3'),
      server.importProgressWriting,
    ],
    ['GET /api/admin/imports/fixture-upload-1', () => dp.importProgress('fixture-upload-1'), server.importProgressDone],
    [
      'POST /api/admin/imports/fixture-upload-3/cancel',
      () => dp.cancelImport('fixture-upload-3'),
      server.importCancelled,
    ],
  ];

  it.each(cases)('%s answers what the server sent', async (request, run, answer, body) => {
    respond(answer);
    expect(await run()).toEqual(answer.body);
    const [method, url] = request.split(' ');
    expect(lastCall()).toEqual({ url, method, body, credentials: 'include' });
  });

  it('carries the message of a {success:false, message} refusal: cancelling a finished import', async () => {
    respond(server.importAlreadyFinished);
    await expect(adminApi.cancelImport('fixture-upload-1')).rejects.toMatchObject({
      status: 409,
      message: 'İçe aktarma zaten bitti (durum: done)',
    });
  });

  it("tells the upload page an import it does not know yet with the server's 404", async () => {
    respond(server.importNotFound);
    await expect(adminApi.cancelImport('no-such-upload')).rejects.toMatchObject({
      status: 404,
      message: 'İçe aktarma bulunamadı',
    });
  });
});

describe('adminApi: files', () => {
  it('exportCsv POSTs the fields and country and names the file as the server says', async () => {
    respond(server.csvExport);
    const download = await adminApi.exportCsv({
      selectedFields: ['name', 'city', 'countryCode'],
      countryCode: 'TR',
    });
    expect(lastCall()).toEqual({
      url: '/api/export-csv',
      method: 'POST',
      body: { selectedFields: ['name', 'city', 'countryCode'], countryCode: 'TR' },
      credentials: 'include',
    });
    expect(download.fileName).toBe('businesses_TR_2026-11-23.csv');
    expect(await download.blob.text()).toContain('Firma Adı,Şehir,Ülke Kodu');
  });

  it("carries the server's message when the export is refused", async () => {
    respond(server.exportRefused);
    await expect(adminApi.exportCsv({ selectedFields: ['name'], countryCode: 'TR' })).rejects.toMatchObject({
      status: 400,
      message: server.exportRefused.body.message[0],
    });
  });

  it('downloadUploadTemplate GETs the template under its name', async () => {
    respond(server.uploadTemplate);
    const download = await adminApi.downloadUploadTemplate();
    expect(lastCall()).toMatchObject({ url: '/api/admin/upload-template', method: 'GET', credentials: 'include' });
    expect(download.fileName).toBe('isletme_yukleme_sablonu.xlsx');
  });
});

describe('adminApi.uploadExcel', () => {
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('POSTs the file with its upload id as multipart, reports progress and returns the import result', async () => {
    const progress: Array<[number, number]> = [];
    const file = new File(['name,address'], 'firms.csv', { type: 'text/csv' });
    const pending = adminApi.uploadExcel(file, 'fixture-upload-1', {
      timeoutMs: 300_000,
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.timeout]).toEqual([
      'POST',
      '/api/upload-excel?uploadId=fixture-upload-1',
      true,
      300_000,
    ]);
    expect(xhr.body?.get('uploadId')).toBe('fixture-upload-1');
    expect((xhr.body?.get('file') as File).name).toBe('firms.csv');
    xhr.progress(5, 12);
    xhr.answer(server.importFinishedWithErrors);
    await expect(pending).resolves.toEqual(server.importFinishedWithErrors.body);
    expect(progress).toEqual([[5, 12]]);
  });

  it.each([
    ['on a refused file', new File(['%PDF-1.4'], 'doc.pdf'), 'fixture-upload-2', server.uploadRefused],
    [
      'when the import was cancelled while the request waited',
      new File(['x'], 'bulk.csv'),
      'fixture-upload-3',
      server.uploadOfCancelledImport,
    ],
  ])("rejects with the server's message %s", async (_when, file, uploadId, answer) => {
    const pending = adminApi.uploadExcel(file, uploadId);
    FakeXhr.last.answer(answer);
    await expect(pending).rejects.toMatchObject({ kind: 'http', status: answer.status, message: answer.body.message });
  });

  it('sends the mode and the headers mapped by hand as form fields, and no columns field when none was mapped', async () => {
    const file = new File(['x'], 'firms.csv');
    void adminApi.uploadExcel(file, 'id-1', { mode: 'update', columns: { 'Firma İsmi': 'name', phone: null } });
    expect(FakeXhr.last.body?.get('mode')).toBe('update');
    expect(JSON.parse(FakeXhr.last.body?.get('columns') as string)).toEqual({ 'Firma İsmi': 'name', phone: null });
    void adminApi.uploadExcel(file, 'id-2', { mode: 'skip', columns: {} });
    expect(FakeXhr.last.body?.get('columns')).toBeNull();
  });

  it('tells a timeout from a connection failure and a cancel', async () => {
    const timedOut = adminApi.uploadExcel(new File(['x'], 'a.xlsx'), 'id-3');
    FakeXhr.last.ontimeout?.();
    await expect(timedOut).rejects.toEqual(new UploadFailure('timeout'));

    const failed = adminApi.uploadExcel(new File(['x'], 'a.xlsx'), 'id-4');
    FakeXhr.last.onerror?.();
    await expect(failed).rejects.toMatchObject({ kind: 'unreachable' });

    const controller = new AbortController();
    const cancelled = adminApi.uploadExcel(new File(['x'], 'a.xlsx'), 'id-5', { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ kind: 'aborted' });
  });
});
