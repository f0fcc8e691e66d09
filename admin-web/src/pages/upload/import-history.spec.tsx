import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { type AdminDataProvider, dataProvider } from '../../providers/data-provider';
import { i18nProvider } from '../../providers/i18n-provider';
import * as server from '../../testing/server-answers';
import { ImportHistory } from './import-history';

afterEach(cleanup);

function renderHistory(getImports: AdminDataProvider['getImports']) {
  render(
    <AdminContext dataProvider={{ ...dataProvider, getImports }} i18nProvider={i18nProvider}>
      <ImportHistory />
    </AdminContext>,
  );
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ImportHistory', () => {
  it('shows each run of the server: file, state and the counts of its result so far', async () => {
    renderHistory(async () => server.importHistoryWhileWriting.body);
    const [writing, refused, finished] = (await screen.findAllByRole('row')).slice(1);
    expect(cells(writing).slice(1)).toEqual(['bulk.csv', 'İşletmeler kaydediliyor...', '8.000', '8.000', '0', '0']);
    // A PDF refused before its name was read: filed under its upload id, no result.
    expect(cells(refused).slice(1)).toEqual(['fixture-upload-2', 'Başarısız', '–', '–', '–', '–']);
    expect(cells(finished).slice(1)).toEqual(['firms.csv', 'Tamamlandı', '3', '2', '0', '1']);
  });

  it('says so when nothing was imported yet', async () => {
    renderHistory(async () => []);
    expect(await screen.findByText('Henüz yükleme yok.')).toBeDefined();
  });
});
