import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { businessListQuery, dataProvider } from './data-provider';
import { UploadFailure } from './http';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

let calls: Call[];
let answer: { body: unknown; status?: number; headers?: Record<string, string> };

beforeEach(() => {
  calls = [];
  answer = { body: {} };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      });
      const isText = typeof answer.body === 'string';
      return new Response(isText ? (answer.body as string) : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': isText ? 'text/csv' : 'application/json', ...answer.headers },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const lastCall = () => calls.at(-1);

describe('businessListQuery', () => {
  it('maps react-admin paging, sort and filters to the admin API parameters', () => {
    const query = businessListQuery({
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
    const query = businessListQuery({
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(new URLSearchParams(query).has('sortBy')).toBe(false);
  });

  it("sends no filter for 'all' or an empty choice, and passes the country code", () => {
    const query = new URLSearchParams(
      businessListQuery({
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'name', order: 'ASC' },
        filter: { category: 'all', country: 'DE', approved: '', search: '' },
      }),
    );
    expect(Object.fromEntries(query)).toEqual({
      page: '1',
      limit: '20',
      sortBy: 'name',
      sortOrder: 'asc',
      country: 'DE',
    });
  });
});

describe('dataProvider CRUD', () => {
  it('getList reads businesses and the pagination total', async () => {
    answer.body = { businesses: [{ id: 1, name: 'A' }], pagination: { page: 2, limit: 20, total: 41, totalPages: 3 } };
    const result = await dataProvider.getList('businesses', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { search: 'a' },
    });
    expect(lastCall()).toEqual({
      url: '/api/admin/businesses?page=2&limit=20&sortBy=createdAt&sortOrder=desc&search=a',
      method: 'GET',
      body: undefined,
    });
    expect(result).toEqual({ data: [{ id: 1, name: 'A' }], total: 41 });
  });

  it('getOne reads one business and hands the form a full week of hours', async () => {
    answer.body = {
      id: 7,
      name: 'A',
      hours: [{ dayOfWeek: 1, openTime: '09:00:00', closeTime: '17:00', isClosed: false }],
    };
    const { data } = await dataProvider.getOne('businesses', { id: 7 });
    expect(lastCall()).toMatchObject({ url: '/api/admin/businesses/7', method: 'GET' });
    expect(data.hours).toHaveLength(7);
    expect(data.hours[1]).toEqual({ dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', isClosed: false });
    expect(data.hours[0]).toEqual({ dayOfWeek: 0, openTime: null, closeTime: null, isClosed: true });
  });

  it('getMany reads each business', async () => {
    answer.body = { id: 1, hours: [] };
    await dataProvider.getMany('businesses', { ids: [1, 2] });
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/businesses/1', '/api/admin/businesses/2']);
  });

  it('update PUTs only the editable fields, hours and amenities', async () => {
    answer.body = { id: 7, name: 'New', hours: [] };
    await dataProvider.update('businesses', {
      id: 7,
      data: {
        id: 7,
        name: ' New ',
        countryCode: 'de',
        phone: '',
        rating: '4,5',
        reviewCount: '12',
        latitude: '',
        createdAt: '2025-01-01',
        country: 'Germany',
        hours: [{ dayOfWeek: 2, openTime: '08:00', closeTime: '18:00', isClosed: false }],
        amenities: [
          { id: 3, amenityType: 'Wi-Fi', hasAmenity: true },
          { amenityType: '  ', hasAmenity: true },
        ],
      },
      previousData: { id: 7 },
    });
    const call = lastCall() as Call;
    expect(call.url).toBe('/api/admin/businesses/7');
    expect(call.method).toBe('PUT');
    const body = call.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'New',
      countryCode: 'DE',
      phone: null,
      rating: 4.5,
      reviewCount: 12,
      latitude: null,
      amenities: [{ amenityType: 'Wi-Fi', hasAmenity: true }],
    });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('createdAt');
    expect(body).not.toHaveProperty('country');
    expect(body.hours).toHaveLength(7);
    expect((body.hours as unknown[])[2]).toEqual({
      dayOfWeek: 2,
      openTime: '08:00',
      closeTime: '18:00',
      isClosed: false,
    });
  });

  it('update keeps the form values when the server answers without the business', async () => {
    answer.body = { success: true };
    const { data } = await dataProvider.update('businesses', {
      id: 7,
      data: { name: 'B' },
      previousData: { id: 7, name: 'A', slug: 'a' },
    });
    expect(data).toEqual({ id: 7, name: 'B', slug: 'a' });
  });

  it('delete uses the public delete call', async () => {
    answer.body = { success: true, message: 'deleted' };
    const { data } = await dataProvider.delete('businesses', { id: 5, previousData: { id: 5, name: 'A' } });
    expect(lastCall()).toEqual({ url: '/api/businesses/5', method: 'DELETE', body: undefined });
    expect(data).toEqual({ id: 5, name: 'A' });
  });

  it('deleteMany deletes the listed ids in one call', async () => {
    answer.body = { success: true, deletedCount: 3, message: 'ok' };
    const { data } = await dataProvider.deleteMany('businesses', { ids: [1, 2, 3] });
    expect(lastCall()).toEqual({ url: '/api/admin/businesses?ids=1,2,3', method: 'DELETE', body: undefined });
    expect(data).toEqual([1, 2, 3]);
  });

  it('refuses resources it does not know', async () => {
    await expect(
      dataProvider.getList('posts', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow('Unknown resource posts');
  });
});

describe('dataProvider back-office lists', () => {
  const params = { pagination: { page: 2, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

  it('reads contact messages from {messages, pagination}', async () => {
    answer.body = { messages: [{ id: 9, name: 'Ada' }], pagination: { page: 2, limit: 25, total: 26, totalPages: 2 } };
    const result = await dataProvider.getList('contact-messages', params);
    expect(lastCall()?.url).toBe('/api/admin/contact-messages?page=2&limit=25');
    expect(result).toEqual({ data: [{ id: 9, name: 'Ada' }], total: 26 });
  });

  it('reads an audit log that is a bare array and gives rows without id one', async () => {
    answer.body = [{ action: 'logout' }];
    const result = await dataProvider.getList('audit-log', { ...params, filter: { action: 'logout' } });
    expect(lastCall()?.url).toBe('/api/admin/audit-log?page=2&limit=25&action=logout');
    expect(result).toEqual({ data: [{ action: 'logout', id: 26 }], total: 1 });
  });

  it('reads an audit log under entries or items', async () => {
    answer.body = { entries: [{ id: 1 }, { id: 2 }], pagination: { total: 40 } };
    expect((await dataProvider.getList('audit-log', params)).total).toBe(40);
    answer.body = { items: [{ id: 1 }], total: 5 };
    expect(await dataProvider.getList('audit-log', params)).toEqual({ data: [{ id: 1 }], total: 5 });
  });
});

describe('dataProvider back-office calls', () => {
  const cases: Array<[string, () => Promise<unknown>, string, string, unknown]> = [
    ['getStats', () => dataProvider.getStats(), 'GET', '/api/admin/stats', undefined],
    ['getCategories', () => dataProvider.getCategories(), 'GET', '/api/admin/categories', undefined],
    ['getCountryCodes', () => dataProvider.getCountryCodes(), 'GET', '/api/admin/country-codes', undefined],
    [
      'toggleApproval',
      () => dataProvider.toggleApproval(12),
      'POST',
      '/api/admin/businesses/12/toggle-approval',
      undefined,
    ],
    [
      'deleteAllBusinesses',
      () => dataProvider.deleteAllBusinesses(),
      'DELETE',
      '/api/admin/businesses?confirm=all',
      undefined,
    ],
    ['countTestData', () => dataProvider.countTestData(), 'GET', '/api/admin/test-data/count', undefined],
    ['deleteTestData', () => dataProvider.deleteTestData(), 'DELETE', '/api/admin/test-data', undefined],
    ['fixSlugs', () => dataProvider.fixSlugs(), 'POST', '/api/admin/fix-slugs', undefined],
    ['getSiteSettings', () => dataProvider.getSiteSettings(), 'GET', '/api/admin/site-settings', undefined],
    [
      'saveSiteSettings',
      () =>
        dataProvider.saveSiteSettings({
          head_tags: '<meta>',
          footer_tags: '',
          analytics_code: 'a',
          facebook_pixel: 'p',
          extra: 'dropped',
        } as never),
      'POST',
      '/api/admin/site-settings',
      { head_tags: '<meta>', footer_tags: '', analytics_code: 'a', facebook_pixel: 'p' },
    ],
    ['clearCache', () => dataProvider.clearCache(), 'POST', '/api/admin/clear-cache', undefined],
    ['getSitemaps', () => dataProvider.getSitemaps(), 'GET', '/api/admin/sitemaps', undefined],
    [
      'regenerateSitemaps',
      () => dataProvider.regenerateSitemaps(),
      'POST',
      '/api/admin/sitemaps/regenerate',
      undefined,
    ],
    ['getImports', () => dataProvider.getImports(), 'GET', '/api/admin/imports', undefined],
    ['getImportProgress', () => dataProvider.getImportProgress('a b'), 'GET', '/api/admin/imports/a%20b', undefined],
    ['cancelImport', () => dataProvider.cancelImport('a b'), 'POST', '/api/admin/imports/a%20b/cancel', undefined],
  ];

  it.each(cases)('%s → %s %s', async (_name, run, method, url, body) => {
    await run();
    expect(lastCall()).toEqual({ url, method, body });
  });

  it('getImports reads a history list of any usual shape and ids its rows', async () => {
    answer.body = { imports: [{ uploadId: 'u1', state: 'done' }] };
    expect(await dataProvider.getImports()).toEqual([{ uploadId: 'u1', state: 'done', id: 'u1' }]);
  });

  it('exportCsv POSTs the fields and country and names the file as the server says', async () => {
    answer = {
      body: 'Firma Adı\r\nA\r\n',
      headers: { 'content-disposition': 'attachment; filename="businesses_DE_2025-02-01.csv"' },
    };
    const download = await dataProvider.exportCsv({ selectedFields: ['name'], countryCode: 'DE' });
    expect(lastCall()).toEqual({
      url: '/api/export-csv',
      method: 'POST',
      body: { selectedFields: ['name'], countryCode: 'DE' },
    });
    expect(download.fileName).toBe('businesses_DE_2025-02-01.csv');
    expect(await download.blob.text()).toContain('Firma Adı');
  });

  it('downloadUploadTemplate GETs the template file', async () => {
    answer = { body: 'xlsx', headers: { 'content-disposition': 'attachment; filename="template.xlsx"' } };
    const download = await dataProvider.downloadUploadTemplate();
    expect(lastCall()).toMatchObject({ url: '/api/admin/upload-template', method: 'GET' });
    expect(download.fileName).toBe('template.xlsx');
  });

  it("carries the server's message on a failed call", async () => {
    answer = { body: { statusCode: 400, message: 'confirm=all is required' }, status: 400 };
    await expect(dataProvider.deleteAllBusinesses()).rejects.toMatchObject({
      status: 400,
      message: 'confirm=all is required',
    });
  });
});

describe('dataProvider.uploadExcel', () => {
  class FakeXhr {
    static last: FakeXhr;
    method = '';
    url = '';
    body: FormData | null = null;
    status = 200;
    statusText = 'OK';
    responseText = '';
    timeout = 0;
    withCredentials = false;
    headers: Record<string, string> = {};
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      this.body = body;
    }
    abort() {
      this.onabort?.();
    }
  }

  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));

  it('POSTs the file with its upload id as multipart, reports progress and returns the import result', async () => {
    const progress: Array<[number, number]> = [];
    const file = new File(['name,address'], 'firms.csv', { type: 'text/csv' });
    const pending = dataProvider.uploadExcel(file, 'id-1', {
      timeoutMs: 300_000,
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.timeout]).toEqual([
      'POST',
      '/api/upload-excel?uploadId=id-1',
      true,
      300_000,
    ]);
    expect(xhr.body?.get('uploadId')).toBe('id-1');
    expect((xhr.body?.get('file') as File).name).toBe('firms.csv');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 12 } as ProgressEvent);
    xhr.responseText = JSON.stringify({ success: true, totalRows: 1, successCount: 1 });
    xhr.onload?.();
    await expect(pending).resolves.toMatchObject({ success: true, successCount: 1 });
    expect(progress).toEqual([[5, 12]]);
  });

  it("rejects with the server's message on a refused file", async () => {
    const pending = dataProvider.uploadExcel(new File(['x'], 'a.xlsx'), 'id-2');
    const xhr = FakeXhr.last;
    xhr.status = 413;
    xhr.responseText = JSON.stringify({ success: false, message: "Maksimum dosya boyutu 150MB'dır" });
    xhr.onload?.();
    await expect(pending).rejects.toMatchObject({
      kind: 'http',
      status: 413,
      message: "Maksimum dosya boyutu 150MB'dır",
    });
  });

  it('tells a timeout from a connection failure and a cancel', async () => {
    const timedOut = dataProvider.uploadExcel(new File(['x'], 'a.xlsx'), 'id-3');
    FakeXhr.last.ontimeout?.();
    await expect(timedOut).rejects.toEqual(new UploadFailure('timeout'));

    const failed = dataProvider.uploadExcel(new File(['x'], 'a.xlsx'), 'id-4');
    FakeXhr.last.onerror?.();
    await expect(failed).rejects.toMatchObject({ kind: 'unreachable' });

    const controller = new AbortController();
    const cancelled = dataProvider.uploadExcel(new File(['x'], 'a.xlsx'), 'id-5', { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ kind: 'aborted' });
  });
});
