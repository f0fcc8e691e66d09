import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../providers/admin-api';
import { renderInAdmin } from '../../testing/render-in-admin';
import * as server from '../../testing/server-answers';
import { ImportHistory } from './import-history';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderHistory(imports: typeof adminApi.imports) {
  vi.spyOn(adminApi, 'imports').mockImplementation(imports);
  renderInAdmin(<ImportHistory />);
}

/** The text of the run's entry holds each of `texts`. */
function expectRunShows(uploadId: string, ...texts: string[]) {
  const text = (document.querySelector(`[data-upload-id="${uploadId}"]`) as HTMLElement).textContent;
  for (const expected of texts) expect(text).toContain(expected);
}

describe('ImportHistory', () => {
  it('shows each run with its state, data-row counts and, when it stopped, why', async () => {
    renderHistory(async () => server.importHistoryWhileWriting.body);
    await screen.findAllByRole('listitem');
    // Running: rows written of the rows expected (data rows, not the header row).
    expectRunShows('fixture-upload-3', 'bulk.csv', 'Kaydediliyor', 'Satır8.000 / 60.000');
    // A PDF refused before its name was read: filed under its upload id, with the reason.
    expectRunShows('fixture-upload-2', 'Başarısız', 'Neden: Lütfen bir Excel dosyası seçin (.xlsx veya .xls)');
    // Done with a failed row is not a plain success.
    expectRunShows('fixture-upload-1', 'Hatalarla tamamlandı', 'Satır3Eklenen2Güncellenen0Kopya0Hatalı1');
  });

  it('shows a cancelled run with the counts it kept and its reason', async () => {
    renderHistory(async () => server.importHistory.body);
    await screen.findAllByRole('listitem');
    expectRunShows(
      'fixture-upload-3',
      'İptal edildi',
      'Satır10.000Eklenen10.000',
      'Neden: İçe aktarma iptal edildi: 10000 işletme eklendi',
    );
  });

  it('shows an update-mode run as added and updated apart', async () => {
    const [run] = server.importHistory.body;
    renderHistory(async () => [
      {
        ...(run as (typeof server.importHistory.body)[number]),
        state: 'done',
        reason: null,
        result: {
          ...(run?.result as NonNullable<typeof run>['result'] & object),
          totalRows: 4980,
          successCount: 4980,
          addedCount: 0,
          updatedCount: 4980,
        },
      },
    ]);
    await screen.findAllByRole('listitem');
    expectRunShows('fixture-upload-3', 'Eklenen0Güncellenen4.980');
  });

  it('says so when nothing was imported yet', async () => {
    renderHistory(async () => []);
    expect(await screen.findByText('Henüz yükleme yok.')).toBeDefined();
  });
});
