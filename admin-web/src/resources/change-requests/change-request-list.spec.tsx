import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { AppNotification } from '../../components/toast';
import { answerFetch } from '../../testing/fake-fetch';
import { renderInAdmin, WAIT } from '../../testing/render-in-admin';
import type { AdminChangeRequest, AdminChangeRequestList } from './change-requests-api';
import { ChangeRequestList } from './list';

const request: AdminChangeRequest = {
  id: 5,
  state: 'pending',
  reason: null,
  createdAt: '2026-11-27T09:00:00.000Z',
  decidedAt: null,
  business: { id: 31835, name: 'Café Anadolu', slug: 'cafe-anadolu-abc123' },
  account: { id: 7, displayName: 'Zeynep K.', email: 'zeynep@example.com' },
  changes: [
    { field: 'name', before: 'Café Anadolu', after: '<b>Anadolu</b> Kahve' },
    { field: 'countryCode', before: 'DE', after: 'TR' },
    { field: 'latitude', before: null, after: 41.0082 },
  ],
};

const LIST: AdminChangeRequestList = {
  changeRequests: [request],
  pagination: { page: 1, limit: 25, total: 1, totalPages: 1 },
};

const calls = answerFetch(({ method, url }) => {
  if (method === 'POST') return { status: 200, body: { success: true } };
  if (url.pathname === '/api/admin/change-requests') return { status: 200, body: LIST };
  return { status: 404, body: { statusCode: 404, message: 'Not Found' } };
});

function renderList() {
  return renderInAdmin(
    <>
      <ResourceContextProvider value="change-requests">
        <ChangeRequestList />
      </ResourceContextProvider>
      <AppNotification />
    </>,
  );
}

const posts = () => calls.filter((c) => c.method === 'POST');

describe('Değişiklik istekleri (docs/behaviour.md §14)', { timeout: 60_000 }, () => {
  it('opens on the pending requests and shows each field before → after, named in Turkish', async () => {
    const { container } = renderList();
    await screen.findByText('Ülke kodu', {}, WAIT);
    const list = calls.find((c) => c.url.pathname === '/api/admin/change-requests');
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toEqual({ page: '1', limit: '25', state: 'pending' });
    const rows = screen
      .getAllByTestId('change-row')
      .map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Ad', 'Café Anadolu', '→', '<b>Anadolu</b> Kahve'],
      ['Ülke kodu', 'DE', '→', 'TR'],
      ['Enlem', '(boş)', '→', '41.0082'],
    ]);
    expect(container.querySelector('td b')).toBeNull();
    expect(screen.getByText('Önce')).toBeDefined();
    expect(screen.getByText('Sonra')).toBeDefined();
    expect(screen.getByText('Onay bekliyor', { selector: '.MuiChip-label' })).toBeDefined();
  });

  it('applies the changes after a confirmation naming the business', async () => {
    renderList();
    await screen.findByText('Ülke kodu', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/"Café Anadolu" için istenen değişiklikler uygulansın mı\?/)).toBeDefined();
    expect(posts()).toEqual([]);
    fireEvent.click(dialog.getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(posts()).toHaveLength(1), WAIT);
    expect(posts()[0].url.pathname).toBe('/api/admin/change-requests/5/approve');
    expect(await screen.findByText('"Café Anadolu" için değişiklikler uygulandı', {}, WAIT)).toBeDefined();
  });

  it('rejects only with a reason', async () => {
    renderList();
    await screen.findByText('Ülke kodu', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Reddet' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    expect(await dialog.findByText('Ret nedeni gerekli')).toBeDefined();
    expect(posts()).toEqual([]);
    fireEvent.change(dialog.getByLabelText(/Ret nedeni/), { target: { value: 'Adres doğrulanamadı' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    await waitFor(() => expect(posts()).toHaveLength(1), WAIT);
    expect(posts()[0].url.pathname).toBe('/api/admin/change-requests/5/reject');
    expect(posts()[0].body).toEqual({ reason: 'Adres doğrulanamadı' });
  });
});
