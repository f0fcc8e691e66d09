import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { answerFetch, type Call } from '../../testing/fake-fetch';
import { renderInAdmin, WAIT } from '../../testing/render-in-admin';
import * as server from '../../testing/server-answers';
import type { RecordedAnswer } from '../../testing/server-answers';
import { ReviewList } from './list';

/** The moderation calls answered as the real server answered them. */
function answerOf({ method, url, body }: Call): RecordedAnswer<unknown> {
  if (method === 'GET' && url.pathname === '/api/admin/reviews') return server.reviewQueue;
  if (method === 'POST' && url.pathname.endsWith('/reject'))
    return String((body as { reason?: string }).reason ?? '').length < 3
      ? server.reviewRejectRefused
      : server.reviewRejected;
  if (method === 'POST' && url.pathname.endsWith('/publish')) return server.reviewPublished;
  if (method === 'DELETE') return server.reviewDeleted;
  if (url.pathname === '/api/admin/stats') return server.stats;
  return { status: 404, body: { statusCode: 404, message: 'Not Found' } };
}

const calls = answerFetch(answerOf);

function renderQueue() {
  return renderInAdmin(
    <ResourceContextProvider value="reviews">
      <ReviewList />
    </ResourceContextProvider>,
  );
}

const listRequests = () => calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/admin/reviews');
const lastListQuery = () => Object.fromEntries(listRequests().at(-1)?.url.searchParams ?? []);
const [heldReview, reportedReview] = server.reviewQueue.body.reviews;

describe('Yorumlar (docs/behaviour.md §13)', { timeout: 60_000 }, () => {
  it('opens on the pending queue and shows each review with why it is held and its reports, in Turkish', async () => {
    renderQueue();
    expect(await screen.findByText(heldReview.text, {}, WAIT)).toBeDefined();
    expect(lastListQuery()).toEqual({ page: '1', limit: '25', state: 'pending' });
    const held = screen.getAllByTestId('held-because').map((node) => node.textContent);
    expect(held).toEqual(['Bekletilme nedeni: bağlantı', 'Bekletilme nedeni: şikâyetler']);
    expect(screen.getAllByText('Bekliyor', { selector: '.MuiChip-label' })).toHaveLength(2);
    const reports = within(screen.getByTestId('review-reports'));
    expect(reports.getByText(/Sahte yorum — Sahibinin arkadaşı yazmış/)).toBeDefined();
    expect(reports.getByText(/Çıkar çatışması — Rakip işletme/)).toBeDefined();
    expect(screen.getByText('3 şikâyet')).toBeDefined();
    expect(screen.getByText(reportedReview.account.email)).toBeDefined();
    const publicLink = screen.getAllByRole('link', { name: /Sitede aç/ })[0] as HTMLAnchorElement;
    expect(publicLink.getAttribute('href')).toBe(`/business/${heldReview.business.slug}`);
    expect(publicLink.target).toBe('_blank');
    expect(screen.getAllByRole('img', { name: '5 üzerinden 1 yıldız' })).toHaveLength(1);
  });

  it('shows a review holding markup as its literal text: no element comes from it', async () => {
    const { container } = renderQueue();
    const text = await screen.findByText(heldReview.text, {}, WAIT);
    expect(text.textContent).toBe('<b>x</b><img src=x onerror=alert(1)> Daha ucuzu www.baska-kahve.example adresinde');
    expect(container.querySelector('b')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(text.children).toHaveLength(0);
  });

  it('asks for a reason before rejecting and sends it', async () => {
    renderQueue();
    await screen.findByText(heldReview.text, {}, WAIT);
    fireEvent.click(screen.getAllByRole('button', { name: 'Reddet' })[0]);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Yorumu reddet')).toBeDefined();
    fireEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    expect(await dialog.findByText('Ret nedeni gerekli')).toBeDefined();
    fireEvent.change(dialog.getByLabelText(/Ret nedeni/), { target: { value: 'ab' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    expect(await dialog.findByText('Ret nedeni en az 3 karakter olmalı')).toBeDefined();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const before = listRequests().length;
    fireEvent.change(dialog.getByLabelText(/Ret nedeni/), { target: { value: '  Reklam içeriyor ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), WAIT);
    const post = calls.find((c) => c.method === 'POST') as Call;
    expect(post.url.pathname).toBe(`/api/admin/reviews/${heldReview.id}/reject`);
    expect(post.body).toEqual({ reason: 'Reklam içeriyor' });
    // The list reads again after the decision.
    await waitFor(() => expect(listRequests().length).toBeGreaterThan(before), WAIT);
  });

  it('publishes one review from its row', async () => {
    renderQueue();
    await screen.findByText(heldReview.text, {}, WAIT);
    fireEvent.click(screen.getAllByRole('button', { name: 'Yayınla' })[1]);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), WAIT);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      `/api/admin/reviews/${reportedReview.id}/publish`,
    ]);
  });

  it('deletes the selection one call a review after a confirmation that gives the count', async () => {
    renderQueue();
    await screen.findByText(heldReview.text, {}, WAIT);
    fireEvent.click(screen.getAllByRole('checkbox')[0]);
    const toolbar = await waitFor(() => {
      const bar = document.querySelector('.RaBulkActionsToolbar-toolbar') as HTMLElement | null;
      expect(bar).not.toBeNull();
      return within(bar as HTMLElement);
    });
    fireEvent.click(await toolbar.findByRole('button', { name: 'Sil' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('2 yorumu sil')).toBeDefined();
    expect(dialog.getByText('Seçili 2 yorum kalıcı olarak silinecek.')).toBeDefined();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2), WAIT);
    expect(
      calls
        .filter((c) => c.method === 'DELETE')
        .map((c) => c.url.pathname)
        .sort(),
    ).toEqual(['/api/admin/reviews/1', '/api/admin/reviews/2']);
  });

  it('sends the state, rating and business filters as the API takes them', async () => {
    renderQueue();
    await screen.findByText(heldReview.text, {}, WAIT);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Durum' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Yayında' }));
    await waitFor(() => expect(lastListQuery().state).toBe('published'), WAIT);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Puan' }));
    fireEvent.click(await screen.findByRole('option', { name: '5 yıldız' }));
    await waitFor(() => expect(lastListQuery().rating).toBe('5'), WAIT);
    fireEvent.change(screen.getByLabelText('İşletme no'), { target: { value: '1' } });
    await waitFor(
      () => expect(lastListQuery()).toMatchObject({ state: 'published', rating: '5', business: '1' }),
      WAIT,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Durum' }));
    fireEvent.click(await screen.findByText('Tüm durumlar', { selector: '[role="option"]' }));
    await waitFor(() => expect(lastListQuery().state).toBeUndefined(), WAIT);
    expect(lastListQuery()).toMatchObject({ rating: '5', business: '1' });
  });
});
