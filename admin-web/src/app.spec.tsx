import type {
  AdminBusinessList,
  AdminCategory,
  AdminReports,
  AdminStats,
  AuditLogPage,
  ContactMessageList,
  ImportProgress,
  ImportResult,
  ImportRun,
  SiteSettings,
  SitemapOverview,
  TestDataCount,
} from '@directory/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { App } from './app';
import { FakeXhr } from './testing/fake-xhr';
import * as server from './testing/server-answers';

/** Answers of a small directory, keyed by path and typed as the server sends them, so every screen renders. */
const API: Record<string, unknown> = {
  '/api/admin/session': server.session.body,
  '/api/admin/stats': {
    totalBusinesses: 1234,
    approvedBusinesses: 1000,
    pendingBusinesses: 234,
    totalCategories: 12,
    totalCountries: 3,
    totalCities: 40,
    categories: [
      { category: 'Restaurant', count: 600 },
      { category: 'Dentist', count: 100 },
    ],
    accounts: 5,
    newAccountsByDay: [{ day: '2026-11-28', count: 5 }],
    pendingReviews: 2,
    publishedReviews: 40,
    newReviewsByDay: [{ day: '2026-11-28', count: 3 }],
    openClaims: 0,
    openChangeRequests: 0,
  } satisfies AdminStats,
  '/api/admin/categories': [{ category: 'Restaurant', slug: 'restaurant', count: 600 }] satisfies AdminCategory[],
  '/api/admin/country-codes': ['DE', 'TR'],
  '/api/admin/test-data/count': { count: 2 } satisfies TestDataCount,
  '/api/admin/businesses': {
    businesses: [
      {
        id: 1,
        name: 'Café Anadolu',
        slug: 'cafe-anadolu-abc123',
        category: 'Restaurant',
        categorySlug: 'restaurant',
        address: 'Hauptstr. 1',
        city: 'Berlin',
        citySlug: 'berlin',
        countryCode: 'DE',
        country: 'Germany',
        phone: '+49 30 1234',
        website: null,
        imageUrl: null,
        description: null,
        rating: 4.5,
        reviewCount: 10,
        latitude: 52.53,
        longitude: 13.38,
        placeId: 'ChIJcafe-anadolu',
        isApproved: true,
        createdAt: '2025-01-01T00:00:00Z',
        timeZone: 'Europe/Berlin',
      },
    ],
    pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
  } satisfies AdminBusinessList,
  '/api/admin/contact-messages': {
    messages: [],
    pagination: { page: 1, limit: 1, total: 3, totalPages: 3 },
  } satisfies ContactMessageList,
  '/api/admin/audit-log': {
    entries: [
      {
        id: 1,
        adminUserId: 1,
        username: 'admin',
        action: 'settings.updated',
        details: { fields: ['head_tags'] },
        ip: '127.0.0.1',
        createdAt: '2025-01-02T10:00:00Z',
      },
    ],
    pagination: { page: 1, limit: 6, total: 1, totalPages: 1 },
  } satisfies AuditLogPage,
  '/api/admin/site-settings': {
    head_tags: '<script src="https://x.example/a.js"></script>',
    footer_tags: '',
    analytics_code: '',
    facebook_pixel: '',
    review_moderation: 'flagged',
    review_blocklist: '',
  } satisfies SiteSettings,
  '/api/admin/sitemaps': {
    generatedAt: '2025-01-02T03:00:00Z',
    files: [{ path: '/sitemaps/main.xml', url: 'https://dir.example/sitemaps/main.xml', urlCount: 9, bytes: 2048 }],
    stats: { businesses: 1000, categories: 12, countries: 3, cities: 40 },
  } satisfies SitemapOverview,
  '/api/admin/imports': [] satisfies ImportRun[],
  '/api/admin/reports': {
    businessesByCountry: [{ countryCode: 'DE', count: 1000 }],
    businessesByCategory: [{ category: 'Restaurant', slug: 'restaurant', count: 600 }],
    approvals: { approved: 1000, pending: 234 },
    importsPerDay: [{ day: '2025-01-02', added: 10, updated: 0, skipped: 1, failed: 0 }],
    completeness: {
      total: 1234,
      withPhone: 1000,
      withHours: 500,
      withCoordinates: 1234,
      withWebsite: 10,
      withImage: 0,
    },
    adminActivity: [{ day: '2025-01-02', action: 'settings.updated', count: 1 }],
  } satisfies AdminReports,
};

beforeEach(() => {
  FakeXhr.reset();
  localStorage.setItem('adminAuth', 'true');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      const body = path.endsWith('/cancel')
        ? server.importCancelled.body
        : path.startsWith('/api/admin/imports/')
          ? ({
              uploadId: path.split('/').pop() ?? '',
              state: 'writing',
              bytesTotal: 4,
              bytesRead: 4,
              rowsRead: 9,
              rowsTotal: 20,
              percent: 45,
            } satisfies ImportProgress)
          : API[path];
      return new Response(JSON.stringify(body ?? { statusCode: 404, message: 'Not Found' }), {
        status: body === undefined ? 404 : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** jsdom renders MUI slowly, and custom pages load lazily. */
const WAIT = { timeout: 30_000 };

function open(path: string) {
  window.history.pushState({}, '', `/admin${path}`);
  render(<App />);
}

describe('App', { timeout: 120_000 }, () => {
  it('shows the home page with the sidebar entries and a live business badge', async () => {
    open('/');
    expect(await screen.findByText('Yönetim paneline hoş geldiniz', {}, WAIT)).toBeDefined();
    for (const entry of ['Ana Sayfa', 'Gösterge Paneli', 'İşletmeler', 'Excel Yükleme', 'Site Ayarları', 'Raporlar']) {
      expect(screen.getAllByText(entry).length).toBeGreaterThan(0);
    }
    expect(await screen.findByText('1,234', {}, WAIT)).toBeDefined();
    expect(screen.queryByText('719K')).toBeNull();
    expect(await screen.findByText('Site ayarları güncellendi', {}, WAIT)).toBeDefined();
  });

  it("shows the dashboard's 'Sistem Durumu' banner and top categories", async () => {
    open('/dashboard');
    expect(await screen.findByText('Sistem Durumu', {}, WAIT)).toBeDefined();
    expect(await screen.findByText('Restaurant', {}, WAIT)).toBeDefined();
  });

  it('lists businesses with the approval label and button and the maintenance actions', async () => {
    open('/businesses');
    expect(await screen.findByText('Café Anadolu', {}, WAIT)).toBeDefined();
    expect(screen.getByText('Onaylı', { selector: '.MuiChip-label' })).toBeDefined();
    expect(screen.getByRole('button', { name: /Onayı kaldır/ })).toBeDefined();
    expect(await screen.findByText('Tümünü sil', {}, WAIT)).toBeDefined();
    expect(await screen.findByText('Test verilerini sil (2)', {}, WAIT)).toBeDefined();
  });

  it('edits a business through the data provider: reads it and PUTs only the changed field', async () => {
    const fetchMock = fetch as Mock;
    API['/api/admin/businesses/31835'] = server.business.body;
    open('/businesses/31835');
    const phone = (await screen.findByLabelText('Telefon', {}, WAIT)) as HTMLInputElement;
    expect(phone.value).toBe(server.business.body.phone);
    fireEvent.change(phone, { target: { value: '+90 212 555 00 00' } });
    fireEvent.click(await screen.findByRole('button', { name: /Kaydet/ }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true), WAIT);
    const [url, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT') as [string, RequestInit];
    expect(url).toBe('/api/admin/businesses/31835');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(init.body as string)).toEqual({ phone: '+90 212 555 00 00' });
    delete API['/api/admin/businesses/31835'];
  });

  it('shows the audit log and the contact messages as the server recorded them', async () => {
    const before = { ...API };
    Object.assign(API, {
      '/api/admin/audit-log': server.auditLog.body,
      '/api/admin/contact-messages': server.contactMessages.body,
    });
    try {
      open('/audit-log');
      expect(await screen.findByText('İçe aktarmanın iptali istendi', {}, WAIT)).toBeDefined();
      expect(screen.getByText('Başarısız giriş')).toBeDefined();
      // A summary line per entry instead of the address, which the expanded row shows.
      expect(screen.getAllByTestId('audit-summary')).toHaveLength(server.auditLog.body.entries.length);
      cleanup();
      open('/contact-messages');
      expect(await screen.findByText('Kayıt güncelleme 3', {}, WAIT)).toBeDefined();
      // Unread messages carry the chip; a row opens the message, which links the address.
      expect(screen.getAllByText('Okunmadı').length).toBe(server.contactMessages.body.messages.length);
    } finally {
      Object.assign(API, before);
    }
  });

  it("warns 'Dikkat!' on head code with a script tag on the settings page", async () => {
    open('/settings');
    expect(await screen.findByText('Dikkat!', {}, WAIT)).toBeDefined();
    expect(screen.getByText('Body Tag Kodları', { selector: 'label' })).toBeDefined();
    expect(await screen.findByText('/sitemaps/main.xml', {}, WAIT)).toBeDefined();
    expect(screen.getByText('Uygulama Bilgisi')).toBeDefined();
  });

  it('shows the upload page and the reports page', async () => {
    open('/upload');
    expect(await screen.findByText('Örnek şablonu indir', {}, WAIT)).toBeDefined();
    expect(await screen.findByText('Henüz yükleme yok.', {}, WAIT)).toBeDefined();
    cleanup();
    open('/reports');
    expect(await screen.findByText('Almanya', { selector: 'td' }, WAIT)).toBeDefined();
    expect(screen.getByText('Ülkelere göre işletmeler', { selector: 'caption' })).toBeDefined();
  });

  /** The upload XMLHttpRequest: the preview is answered at once, the import as `upload` says. */
  function routedXhr(upload: (xhr: FakeXhr) => void) {
    return class extends FakeXhr {
      send(form: FormData) {
        super.send(form);
        if (this.url === '/api/admin/imports/preview') setTimeout(() => this.answer(server.importPreview), 0);
        else upload(this);
      }
    };
  }

  const importRequest = () => FakeXhr.made.find((xhr) => xhr.url.startsWith('/api/upload-excel'));

  /** Chooses firms.csv, maps its 'Firma İsmi' header to name and starts the import. */
  async function startImport() {
    open('/upload');
    const input = (await screen.findByTestId('upload-input', {}, WAIT)) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['name\nA'], 'firms.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText(/Zorunlu alanlar hiçbir başlığa eşlenmedi: Ad\./, {}, WAIT)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Yükle' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Firma İsmi'), { target: { value: 'name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yükle' }, WAIT));
  }

  it("previews the file, maps a header, uploads with progress and shows 'Kısmi Başarı' with the first 10 errors", async () => {
    vi.stubGlobal(
      'XMLHttpRequest',
      routedXhr((xhr) => {
        xhr.progress(4, 4);
        const result: ImportResult = {
          success: false,
          message: 'Import finished with errors',
          totalRows: 20,
          successCount: 8,
          addedCount: 8,
          updatedCount: 0,
          skippedCount: 0,
          errorCount: 12,
          processingTime: 1.5,
          recordsPerSecond: 13,
          errors: Array.from({ length: 12 }, (_, i) => `Satır ${i + 2}: country_code geçersiz`),
          skippedBusinesses: [],
        };
        setTimeout(() => xhr.answer({ status: 200, body: result }), 0);
      }),
    );
    await startImport();
    expect(await screen.findByText('Kısmi Başarı', {}, WAIT)).toBeDefined();
    expect(screen.getByText('Satır 11: country_code geçersiz')).toBeDefined();
    expect(screen.queryByText('Satır 12: country_code geçersiz')).toBeNull();
    expect(screen.getByText('+2 ek hata daha...')).toBeDefined();
    const form = importRequest()?.body;
    expect(form?.get('uploadId')).toBeTruthy();
    expect(form?.get('mode')).toBe('update');
    expect(JSON.parse(form?.get('columns') as string)).toEqual({ 'Firma İsmi': 'name' });
  });

  it('cancels a running import on the server, drops the request still sending and shows the counts the server kept', async () => {
    vi.stubGlobal(
      'XMLHttpRequest',
      routedXhr((xhr) => xhr.progress(2, 4)),
    );
    await startImport();
    // Rows written over rows expected.
    expect(await screen.findByText(/9 \/ 20 satır yazıldı/, {}, WAIT)).toBeDefined();
    const uploadId = importRequest()?.body?.get('uploadId') as string;
    API['/api/admin/imports'] = [{ ...server.importHistory.body[0], uploadId }];

    fireEvent.click(screen.getByRole('button', { name: 'İçe aktarmayı iptal et' }));
    const panel = await screen.findByTestId('cancelled-panel', {}, WAIT);
    expect(panel.textContent).toContain('İçe aktarma iptal edildi');
    expect(panel.textContent).toContain('Eklenen10.000');
    const cancelCalls = (fetch as unknown as Mock).mock.calls.filter(([url]) => String(url).endsWith('/cancel'));
    expect(cancelCalls).toEqual([
      [`/api/admin/imports/${uploadId}/cancel`, expect.objectContaining({ method: 'POST' })],
    ]);
    expect(importRequest()?.aborted).toBe(true);
    API['/api/admin/imports'] = [];
  });

  it("refuses a file that is not a spreadsheet with 'Geçersiz dosya türü'", async () => {
    open('/upload');
    const input = (await screen.findByTestId('upload-input', {}, WAIT)) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Geçersiz dosya türü', {}, WAIT)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Yükle' })).toHaveProperty('disabled', true);
  });
});
