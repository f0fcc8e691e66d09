import type { AdminAccount, AdminAccountList } from '@directory/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { answerFetch } from '../../testing/fake-fetch';
import { renderInAdmin, WAIT } from '../../testing/render-in-admin';
import { AccountList } from './list';

const zeynep: AdminAccount = {
  id: 7,
  displayName: 'Zeynep K.',
  email: 'zeynep@example.com',
  state: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSignInAt: '2026-11-27T09:00:00.000Z',
  blockedAt: null,
};
const LIST: AdminAccountList = { accounts: [zeynep], pagination: { page: 1, limit: 25, total: 1, totalPages: 1 } };

const calls = answerFetch(({ method }) => ({
  status: 200,
  body:
    method === 'POST'
      ? { success: true, account: { ...zeynep, state: 'blocked', blockedAt: '2026-11-28T10:00:00.000Z' } }
      : LIST,
}));

function renderList() {
  return renderInAdmin(
    <ResourceContextProvider value="accounts">
      <AccountList />
    </ResourceContextProvider>,
  );
}

describe('Kullanıcılar (docs/behaviour.md §12, §13)', { timeout: 60_000 }, () => {
  it('lists accounts with their state in Turkish, and blocks one only after a confirmation naming it', async () => {
    renderList();
    expect(await screen.findByText('zeynep@example.com', {}, WAIT)).toBeDefined();
    expect(screen.getByText('Etkin')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Engelle' }));
    expect(await screen.findByText(/Zeynep K\. \(zeynep@example\.com\) engellensin mi\?/, {}, WAIT)).toBeDefined();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), WAIT);
    expect(calls.find((c) => c.method === 'POST')?.url.pathname).toBe('/api/admin/accounts/7/block');
  });

  it("links each account to its reviews in 'Yorumlar', whatever their state", async () => {
    renderList();
    const link = await screen.findByRole('link', { name: 'Yorumları' }, WAIT);
    // The test's router keeps its path after '#'; the app's is under /admin.
    const target = new URL(link.getAttribute('href')!.replace(/^#/, ''), 'http://localhost');
    expect(target.pathname).toMatch(/\/reviews$/);
    expect(JSON.parse(target.searchParams.get('filter')!)).toEqual({ account: 7 });
  });

  it('sends the search and the state filter as q and state', async () => {
    renderList();
    await screen.findByText('zeynep@example.com', {}, WAIT);
    fireEvent.change(screen.getByLabelText('Ad veya e-posta'), { target: { value: 'zey' } });
    await waitFor(() => {
      const last = calls.filter((c) => c.url.pathname === '/api/admin/accounts').at(-1);
      expect(last?.url.searchParams.get('q')).toBe('zey');
    }, WAIT);
  });
});
