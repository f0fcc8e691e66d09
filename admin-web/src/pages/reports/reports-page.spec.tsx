import type { AdminReports } from '@directory/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../providers/admin-api';
import { renderInAdmin } from '../../testing/render-in-admin';
import { stats } from '../../testing/server-answers';
import { ReportsPage } from './reports-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);

const REPORTS: AdminReports = {
  businessesByCountry: [
    { countryCode: 'DE', count: 4321 },
    { countryCode: 'TR', count: 1200 },
  ],
  businessesByCategory: [
    { category: 'Restaurant', slug: 'restaurant', count: 3000 },
    { category: 'Kuaför', slug: 'kuafor', count: 77 },
  ],
  approvals: { approved: 5000, pending: 521 },
  importsPerDay: days.map((day) =>
    day === '2026-11-30'
      ? { day, added: 1500, updated: 40, skipped: 12, failed: 3 }
      : { day, added: 0, updated: 0, skipped: 0, failed: 0 },
  ),
  completeness: {
    total: 5521,
    withPhone: 4000,
    withHours: 2760,
    withCoordinates: 5521,
    withWebsite: 1000,
    withImage: 0,
  },
  adminActivity: [
    { day: '2026-11-29', action: 'login.succeeded', count: 4 },
    { day: '2026-11-30', action: 'business.updated', count: 9 },
  ],
};

/** The rows of the table (for screen readers) that goes with the chart titled `caption`. */
function tableRows(caption: string) {
  const table = screen.getByText(caption, { selector: 'caption' }).closest('table') as HTMLElement;
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

describe('ReportsPage', () => {
  it('shows the figures of GET /api/admin/reports in Turkish', async () => {
    vi.spyOn(adminApi, 'reports').mockResolvedValue(REPORTS);
    vi.spyOn(adminApi, 'stats').mockResolvedValue(stats.body);
    renderInAdmin(<ReportsPage />);
    // Approval cards: every business, approved, waiting.
    const card = async (label: string) => (await screen.findByText(label)).closest('.MuiCard-root')?.textContent;
    await waitFor(async () => expect(await card('Tüm işletmeler')).toContain('5.521'));
    expect(await card('Onaylı')).toContain('5.000');
    expect(await card('Onaylı')).toContain('%90,6');
    expect(await card('Onay bekleyen')).toContain('521');
    expect(tableRows('Ülkelere göre işletmeler')).toEqual([
      ['Almanya', '4.321'],
      ['Türkiye', '1.200'],
    ]);
    expect(tableRows('Kategorilere göre işletmeler')).toEqual([
      ['Restaurant', '3.000'],
      ['Kuaför', '77'],
    ]);
    expect(tableRows('Veri doluluğu')).toEqual([
      ['Telefon', '4.000', '%72,5'],
      ['Çalışma saatleri', '2.760', '%50,0'],
      ['Koordinatlar', '5.521', '%100,0'],
      ['Web sitesi', '1.000', '%18,1'],
      ['Görsel', '0', '%0,0'],
    ]);
    expect(tableRows('Günlük içe aktarılan satırlar (son 30 gün)')).toEqual([['2026-11-30', '1.500', '40', '12', '3']]);
    expect(tableRows('Yönetici işlemleri (son 30 gün, işlem kaydı)')).toEqual([
      ['2026-11-29', 'Giriş yapıldı', '4'],
      ['2026-11-30', 'İşletme düzenlendi', '9'],
    ]);
    // docs/behaviour.md §13: reviews per day and the moderation queue.
    await waitFor(() =>
      expect(tableRows('Günlük yeni yorumlar (son 30 gün)')).toEqual([
        ['2026-11-27', '19'],
        ['2026-11-28', '23'],
      ]),
    );
    expect(await card('Onay bekleyen yorumlar')).toContain('4');
    expect(await card('Yayındaki yorumlar')).toContain('1.208');
  });

  it('says so when the figures cannot be loaded', async () => {
    vi.spyOn(adminApi, 'reports').mockRejectedValue(new Error('down'));
    renderInAdmin(<ReportsPage />);
    // After the query's own retries.
    expect((await screen.findAllByText(/Veriler yüklenemedi/, {}, { timeout: 25_000 })).length).toBeGreaterThan(0);
  }, 30_000);
});
