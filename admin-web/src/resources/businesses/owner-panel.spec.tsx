import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppNotification } from '../../components/toast';
import { answerFetch } from '../../testing/fake-fetch';
import { renderInAdmin, WAIT } from '../../testing/render-in-admin';
import type { BusinessOwner } from './owner-api';
import { OwnerPanel } from './owner-panel';

const OWNED: BusinessOwner = {
  owner: {
    account: { id: 7, displayName: 'Zeynep K.', email: 'zeynep@example.com' },
    since: '2026-11-20T10:00:00.000Z',
    lastEditedAt: '2026-11-27T09:00:00.000Z',
  },
  changes: [
    {
      id: 91,
      action: 'owner.business-updated',
      createdAt: '2026-11-27T09:00:00.000Z',
      details: { changes: { phone: { from: '+90 212 000', to: '<b>+90 212 555</b>' } } },
    },
  ],
};
const UNOWNED: BusinessOwner = { owner: null, changes: [] };

let answer: BusinessOwner;

beforeEach(() => {
  answer = OWNED;
});

const calls = answerFetch(({ method }) => {
  const body = method === 'DELETE' ? { success: true, message: 'Ownership revoked' } : answer;
  if (method === 'DELETE') answer = { ...UNOWNED, changes: OWNED.changes };
  return { status: 200, body };
});

function renderPanel() {
  return renderInAdmin(
    <>
      <RecordContextProvider value={{ id: 31835, name: 'Café Anadolu' }}>
        <OwnerPanel />
      </RecordContextProvider>
      <AppNotification />
    </>,
  );
}

describe("'Sahip' on the business edit page (docs/behaviour.md §14)", { timeout: 60_000 }, () => {
  it('shows the verified owner and their change history as text', async () => {
    const { container } = renderPanel();
    expect(await screen.findByText('Zeynep K.', {}, WAIT)).toBeDefined();
    expect(calls[0].url.pathname).toBe('/api/admin/businesses/31835/owner');
    expect(screen.getByText('zeynep@example.com')).toBeDefined();
    expect(screen.getByText('Sahibin değişiklik geçmişi')).toBeDefined();
    const row = screen.getByTestId('owner-change');
    expect(row.textContent).toContain('Telefon: +90 212 000 → <b>+90 212 555</b>');
    expect(container.querySelector('td b')).toBeNull();
    expect(screen.queryByText('Doğrulanmış sahibi yok')).toBeNull();
  });

  it('says there is no verified owner and offers nothing to revoke', async () => {
    answer = UNOWNED;
    renderPanel();
    expect(await screen.findByText('Doğrulanmış sahibi yok', {}, WAIT)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Sahipliği geri al' })).toBeNull();
  });

  it('revokes the ownership only after a confirmation naming the business and the account', async () => {
    renderPanel();
    await screen.findByText('Zeynep K.', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Sahipliği geri al' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText(
        /"Café Anadolu" işletmesinin sahipliği Zeynep K\. \(zeynep@example\.com\) hesabından geri alınsın mı\?/,
      ),
    ).toBeDefined();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Sahipliği geri al' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true), WAIT);
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe('/api/admin/businesses/31835/owner');
    expect(await screen.findByText('"Café Anadolu" işletmesinin sahipliği geri alındı', {}, WAIT)).toBeDefined();
    expect(await screen.findByText('Doğrulanmış sahibi yok', {}, WAIT)).toBeDefined();
  });
});
