import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppNotification } from '../../components/toast';
import { answerFetch } from '../../testing/fake-fetch';
import { renderInAdmin, WAIT } from '../../testing/render-in-admin';
import type { AdminClaim, AdminClaimList } from '@directory/shared';
import { ClaimList } from './list';

const manualClaim: AdminClaim = {
  id: 11,
  state: 'pending',
  method: 'manual',
  email: null,
  role: 'Owner <i>manager</i>',
  phone: '+90 212 555 0101',
  message: '<b>x</b><img src=x onerror=alert(1)> I run this café since 2019.',
  reason: null,
  createdAt: '2026-11-27T09:00:00.000Z',
  decidedAt: null,
  business: { id: 31835, name: 'Café Anadolu', slug: 'cafe-anadolu-abc123', website: 'https://cafe-anadolu.example' },
  account: { id: 7, displayName: 'Zeynep K.', email: 'zeynep@example.com' },
};

const emailClaim: AdminClaim = {
  ...manualClaim,
  id: 12,
  state: 'rejected',
  method: 'email',
  email: 'info@kahve.example',
  role: null,
  phone: null,
  message: null,
  reason: 'Alan adı eşleşmiyor',
  decidedAt: '2026-11-28T09:00:00.000Z',
  business: { id: 40, name: 'Kahve Durağı', slug: 'kahve-duragi', website: null },
  account: { id: 8, displayName: 'Ali V.', email: 'ali@example.com' },
};

const LIST: AdminClaimList = {
  claims: [manualClaim, emailClaim],
  pagination: { page: 1, limit: 25, total: 2, totalPages: 1 },
};

let refuseWith: { status: number; message: string } | null;

beforeEach(() => {
  refuseWith = null;
});

const calls = answerFetch(({ method, url }) => {
  if (method === 'POST' && refuseWith)
    return { status: refuseWith.status, body: { statusCode: refuseWith.status, message: refuseWith.message } };
  if (method === 'POST') return { status: 200, body: { success: true } };
  if (url.pathname === '/api/admin/claims') return { status: 200, body: LIST };
  return { status: 404, body: { statusCode: 404, message: 'Not Found' } };
});

function renderList() {
  return renderInAdmin(
    <>
      <ResourceContextProvider value="claims">
        <ClaimList />
      </ResourceContextProvider>
      <AppNotification />
    </>,
  );
}

const posts = () => calls.filter((c) => c.method === 'POST');
const listRequests = () => calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/admin/claims');

describe('Sahiplik talepleri (docs/behaviour.md §14)', { timeout: 60_000 }, () => {
  it('opens on the pending claims and shows each one with its evidence in Turkish', async () => {
    renderList();
    expect(await screen.findByText('Café Anadolu', {}, WAIT)).toBeDefined();
    expect(Object.fromEntries(listRequests()[0].url.searchParams)).toEqual({
      page: '1',
      limit: '25',
      state: 'pending',
    });
    expect(screen.getByText('Elle inceleme')).toBeDefined();
    expect(screen.getByText('E-posta doğrulaması')).toBeDefined();
    expect(screen.getByText('info@kahve.example')).toBeDefined();
    expect(screen.getByText('+90 212 555 0101')).toBeDefined();
    expect(screen.getByText('Onay bekliyor', { selector: '.MuiChip-label' })).toBeDefined();
    expect(screen.getByText('Reddedildi', { selector: '.MuiChip-label' })).toBeDefined();
    expect(screen.getByText('Neden: Alan adı eşleşmiyor')).toBeDefined();
    // Only the pending claim can be decided.
    expect(screen.getAllByRole('button', { name: 'Onayla' })).toHaveLength(1);
  });

  it('shows a message holding markup as its literal text: no element comes from it', async () => {
    const { container } = renderList();
    const message = await screen.findByTestId('claim-message', {}, WAIT);
    expect(message.textContent).toBe('<b>x</b><img src=x onerror=alert(1)> I run this café since 2019.');
    expect(message.children).toHaveLength(0);
    expect(container.querySelector('b, i, img')).toBeNull();
    expect(screen.getByText('Owner <i>manager</i>')).toBeDefined();
  });

  it('approves after a Turkish confirmation naming the business, calling the approve URL', async () => {
    renderList();
    await screen.findByText('Café Anadolu', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText(/"Café Anadolu" işletmesinin sahipliği Zeynep K\. \(zeynep@example\.com\) hesabına/),
    ).toBeDefined();
    expect(posts()).toEqual([]);
    const before = listRequests().length;
    fireEvent.click(dialog.getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(posts()).toHaveLength(1), WAIT);
    expect(posts()[0].url.pathname).toBe('/api/admin/claims/11/approve');
    expect(
      await screen.findByText('"Café Anadolu" işletmesinin sahipliği Zeynep K. hesabına verildi', {}, WAIT),
    ).toBeDefined();
    await waitFor(() => expect(listRequests().length).toBeGreaterThan(before), WAIT);
  });

  it('refuses to reject without a reason, then sends the trimmed reason', async () => {
    renderList();
    await screen.findByText('Café Anadolu', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Reddet' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Sahiplik talebini reddet: Café Anadolu')).toBeDefined();
    fireEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    expect(await dialog.findByText('Ret nedeni gerekli')).toBeDefined();
    fireEvent.change(dialog.getByLabelText(/Ret nedeni/), { target: { value: '   ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    expect(await dialog.findByText('Ret nedeni gerekli')).toBeDefined();
    expect(posts()).toEqual([]);
    fireEvent.change(dialog.getByLabelText(/Ret nedeni/), { target: { value: '  Kanıt yetersiz ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    await waitFor(() => expect(posts()).toHaveLength(1), WAIT);
    expect(posts()[0].url.pathname).toBe('/api/admin/claims/11/reject');
    expect(posts()[0].body).toEqual({ reason: 'Kanıt yetersiz' });
    expect(await screen.findByText('"Café Anadolu" için sahiplik talebi reddedildi', {}, WAIT)).toBeDefined();
  });

  it("says in Turkish when the server refuses, with the server's reason", async () => {
    refuseWith = { status: 409, message: 'Business already has a verified owner' };
    renderList();
    await screen.findByText('Café Anadolu', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('İşlem yapılamadı: Business already has a verified owner', {}, WAIT)).toBeDefined();
  });

  it('sends the state filter as the API takes it', async () => {
    renderList();
    await screen.findByText('Café Anadolu', {}, WAIT);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Durum' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Geri alındı' }));
    await waitFor(() => expect(listRequests().at(-1)?.url.searchParams.get('state')).toBe('revoked'), WAIT);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Durum' }));
    fireEvent.click(await screen.findByText('Tüm durumlar', { selector: '[role="option"]' }));
    await waitFor(() => expect(listRequests().at(-1)?.url.searchParams.has('state')).toBe(false), WAIT);
  });

  it('shows one card a claim on a phone, its buttons inside the card', async () => {
    // MUI's useMediaQuery asks matchMedia; under 600 px the list shows cards (breakpoints.down('sm')).
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    renderList();
    const cards = await screen.findAllByTestId('claim-card', {}, WAIT);
    expect(cards).toHaveLength(2);
    expect(document.querySelector('.RaDatagrid-root')).toBeNull();
    const pending = within(cards[0]);
    expect(pending.getByText('Café Anadolu')).toBeDefined();
    expect(pending.getByTestId('claim-message').textContent).toContain('<b>x</b>');
    expect(pending.getByRole('button', { name: 'Onayla' })).toBeDefined();
    expect(pending.getByRole('button', { name: 'Reddet' })).toBeDefined();
    expect(within(cards[1]).queryByRole('button', { name: 'Onayla' })).toBeNull();
    fireEvent.click(pending.getByRole('button', { name: 'Onayla' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(posts().map((c) => c.url.pathname)).toEqual(['/api/admin/claims/11/approve']), WAIT);
  });
});
