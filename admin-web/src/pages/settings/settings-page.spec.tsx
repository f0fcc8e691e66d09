import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/render-in-admin';
import * as server from '../../testing/server-answers';
import { SettingsPage } from './settings-page';

let posts: Array<{ url: string; body: unknown }>;

beforeEach(() => {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') posts.push({ url, body: JSON.parse(String(init.body)) });
      const answer =
        init.method === 'POST'
          ? server.siteSettingsSaved
          : url === '/api/admin/site-settings'
            ? server.siteSettings
            : server.sitemaps;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SettingsPage 'Yorum denetimi' (docs/behaviour.md §13)", { timeout: 60_000 }, () => {
  it('saves the moderation mode and the blocked words with the code areas', async () => {
    renderInAdmin(<SettingsPage />);
    expect(await screen.findByText('Yorum denetimi', {}, { timeout: 15_000 })).toBeDefined();
    expect(screen.getByText(/Her satıra bir kelime ya da ifade yazın; büyük\/küçük harf ve aksanlar/)).toBeDefined();
    const mode = screen.getByRole('combobox', { name: 'Denetim' });
    expect(mode.textContent).toBe('Yalnızca işaretlenenler');
    fireEvent.mouseDown(mode);
    fireEvent.click(await screen.findByRole('option', { name: 'Tüm yorumlar' }));
    fireEvent.change(screen.getByLabelText('Yasaklı kelimeler'), { target: { value: 'kumar\nbedava bahis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: '/api/admin/site-settings',
      body: {
        head_tags: '',
        footer_tags: '',
        analytics_code: '',
        facebook_pixel: '',
        review_moderation: 'all',
        review_blocklist: 'kumar\nbedava bahis',
      },
    });
  });
});
