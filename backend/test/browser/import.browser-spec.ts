import type { Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { OUTSCRAPER_HEADERS, syntheticOutscraperRows, writeCsv } from '../fixtures/spreadsheets.js';
import { ensureTestAdmin } from '../support/admin-agent.js';
import { FixtureDir } from '../support/fixture-dir.js';
import { browserSuite, eventually, openSession, shown, signInByApi, UI_TIMEOUT_MS } from './browser.js';

const ROWS = 30_000;

/** The data rows the progress line says are written ('12.000 / 30.000 satır yazıldı'), or null before. */
async function rowsOnScreen(page: Page): Promise<number | null> {
  const details = page.getByTestId('import-progress-details');
  if ((await details.count()) === 0) return null;
  const match = /^([\d.]+) \/ 30\.000 satır yazıldı/.exec((await details.textContent()) ?? '');
  return match ? Number((match[1] as string).replaceAll('.', '')) : null;
}

describe('admin import screen in a browser', () => {
  const dir = new FixtureDir();
  let file: string;
  let names: Map<string, string>;
  const ui = browserSuite(async (app) => {
    await ensureTestAdmin(app);
    // A Turkish export: the name column is 'Firma İsmi', which no alias knows.
    const rows = syntheticOutscraperRows(ROWS, 'ui');
    names = new Map(rows.map((row) => [row[10] as string, row[0] as string]));
    file = await writeCsv(dir.file('firmalar.csv'), [
      OUTSCRAPER_HEADERS.map((h) => (h === 'name' ? 'Firma İsmi' : h)),
      ...rows,
    ]);
  });
  afterAll(() => dir.remove());
  const db = () => ui.site.app.get(DataSource);
  const storedCount = async () =>
    ((await db().query(`SELECT count(*)::int AS n FROM businesses`)) as [{ n: number }])[0].n;

  it('maps an unknown header, shows the rows written moving, and a cancel leaves on screen what the database holds', async () => {
    const { page } = ui;
    await signInByApi(ui.session.context, ui.site.baseUrl);
    await page.goto('/admin/upload');
    await page.getByTestId('upload-input').setInputFiles(file);

    // Preview: the header no alias knows is not used, so name is missing and the upload waits.
    await shown(page.getByText('Zorunlu alanlar hiçbir başlığa eşlenmedi: Ad.', { exact: false }));
    const upload = page.getByRole('button', { name: 'Yükle' });
    expect(await upload.isDisabled()).toBe(true);
    expect(await page.getByLabel('full_address').inputValue()).toBe('address');
    await page.getByLabel('Firma İsmi').selectOption('name');
    await eventually(async () => expect(await upload.isDisabled()).toBe(false));
    await upload.click();

    // Progress is rows written over the file's rows, and it moves.
    let first = 0;
    await eventually(async () => {
      first = (await rowsOnScreen(page)) ?? 0;
      expect(first).toBeGreaterThan(0);
    });
    await eventually(async () => expect((await rowsOnScreen(page)) ?? 0).toBeGreaterThan(first));
    expect(await page.getByTestId('import-progress-details').textContent()).toMatch(/saniyede [\d.]+ satır/);

    await page.getByRole('button', { name: 'İçe aktarmayı iptal et' }).click();
    const panel = await shown(page.getByTestId('cancelled-panel'));
    const added = Number(
      ((await panel.locator('[data-count="app.imports.counts.added"]').textContent()) ?? '').replaceAll('.', ''),
    );
    // The server has stopped: what the screen says is what the database holds, and it stays so.
    const stored = await storedCount();
    expect(added).toBe(stored);
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThan(ROWS);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await storedCount()).toBe(stored);

    // The mapping reached the server: names come from the 'Firma İsmi' column.
    const sample = (await db().query(`SELECT place_id, name FROM businesses ORDER BY id LIMIT 3`)) as Array<{
      place_id: string;
      name: string;
    }>;
    for (const row of sample) expect(row.name).toBe(names.get(row.place_id));

    const history = page.getByRole('list', { name: 'Yükleme geçmişi' }).getByRole('listitem').first();
    await eventually(async () => {
      const text = (await history.textContent()) ?? '';
      expect(text).toContain('firmalar.csv');
      expect(text).toContain('İptal edildi');
      expect(text).toContain(`Eklenen${added.toLocaleString('tr-TR')}`);
      expect(text).toContain('Neden: İçe aktarma iptal edildi');
    });
  }, 240_000);

  it('Güncelle refreshes businesses already stored from the file, and adds the new ones', async () => {
    const { page } = ui;
    const before = await storedCount();
    // The first two rows of the big file were stored by the import above; the file renames them.
    const stored = syntheticOutscraperRows(2, 'ui').map((row, i) => [`Güncel Fırın ${i + 1}`, ...row.slice(1)]);
    const fresh = syntheticOutscraperRows(1, 'upd');
    const update = await writeCsv(dir.file('guncelleme.csv'), [[...OUTSCRAPER_HEADERS], ...stored, ...fresh]);
    await signInByApi(ui.session.context, ui.site.baseUrl);
    await page.goto('/admin/upload');
    await page.getByTestId('upload-input').setInputFiles(update);
    await shown(page.getByTestId('column-mapper'));
    await page.getByRole('button', { name: 'Güncelle' }).click();
    await page.getByRole('button', { name: 'Yükle' }).click();

    await eventually(async () => {
      const names = (await db().query(`SELECT place_id, name FROM businesses WHERE place_id = ANY ($1) ORDER BY name`, [
        [...stored, ...fresh].map((row) => row[10]),
      ])) as Array<{ place_id: string; name: string }>;
      expect(names.map((r) => r.name)).toEqual(['Güncel Fırın 1', 'Güncel Fırın 2', fresh[0]?.[0]].sort());
    });
    expect(await storedCount()).toBe(before + 1);
    const history = page.getByRole('list', { name: 'Yükleme geçmişi' }).getByRole('listitem').first();
    await eventually(async () => {
      const text = (await history.textContent()) ?? '';
      expect(text).toContain('guncelleme.csv');
      expect(text).toContain('Eklenen1Güncellenen2Kopya0Hatalı0');
    });
    // The result panel counts the two stored rows as updated, not as added.
    const result = await shown(page.getByTestId('import-result'));
    expect(await result.locator('[data-count="app.imports.counts.added"]').textContent()).toBe('1');
    expect(await result.locator('[data-count="app.imports.counts.updated"]').textContent()).toBe('2');
    expect(await result.getByText('Güncellenen').count()).toBe(1);
  }, 120_000);

  it('a re-import of stored rows only is not headed as a failure', async () => {
    const { page } = ui;
    const again = await writeCsv(dir.file('yeniden.csv'), [
      [...OUTSCRAPER_HEADERS],
      ...syntheticOutscraperRows(3, 'ui'),
    ]);
    await signInByApi(ui.session.context, ui.site.baseUrl);
    await page.goto('/admin/upload');
    await page.getByTestId('upload-input').setInputFiles(again);
    await shown(page.getByText('Dosyada 3 veri satırı var.'));
    await page.getByRole('button', { name: 'Yükle' }).click();
    const result = await shown(page.getByTestId('import-result'));
    await shown(result.getByText('Yükleme tamamlandı: yeni kayıt yok'));
    expect(await result.getAttribute('data-outcome')).toBe('nothing_new');
    expect(await result.getByText('Yükleme hatası').count()).toBe(0);
    expect(await result.locator('[data-count="app.imports.counts.duplicates"]').textContent()).toBe('3');
  }, 120_000);

  it('refuses two columns mapped to one field in the preview', async () => {
    const { page } = ui;
    await signInByApi(ui.session.context, ui.site.baseUrl);
    await page.goto('/admin/upload');
    await page.getByTestId('upload-input').setInputFiles(file);
    await shown(page.getByTestId('column-mapper'));
    await page.getByLabel('Firma İsmi').selectOption('name');
    const upload = page.getByRole('button', { name: 'Yükle' });
    await eventually(async () => expect(await upload.isDisabled()).toBe(false));
    // The Turkish label of the field is what the list shows.
    await page.getByLabel('city').selectOption({ label: 'Ad *' });
    await shown(page.getByText('"Ad" alanına birden fazla sütun eşlendi: Firma İsmi, city', { exact: false }));
    expect(await upload.isDisabled()).toBe(true);
    await page.getByLabel('city').selectOption({ label: 'Şehir' });
    await eventually(async () => expect(await upload.isDisabled()).toBe(false));
  }, 120_000);

  it(
    'fits a phone: the preview and the history scroll down, never sideways',
    async () => {
      const phone = await openSession(ui.browser, ui.site.baseUrl, { viewport: { width: 390, height: 844 } });
      try {
        await signInByApi(phone.context, ui.site.baseUrl);
        await phone.page.goto('/admin/upload');
        await phone.page.getByTestId('upload-input').setInputFiles(file);
        await shown(phone.page.getByTestId('column-mapper'));
        await shown(phone.page.getByRole('button', { name: 'Güncelle' }));
        const widths = await phone.page.evaluate<{ scroll: number; view: number }>(
          '({ scroll: document.documentElement.scrollWidth, view: window.innerWidth })',
        );
        expect(widths.scroll).toBeLessThanOrEqual(widths.view);
        expect(phone.pageErrors).toEqual([]);
      } finally {
        await phone.context.close();
      }
    },
    UI_TIMEOUT_MS * 2,
  );
});
