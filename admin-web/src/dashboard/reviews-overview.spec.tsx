import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../providers/i18n-provider';
import { stats } from '../testing/server-answers';
import { ReviewsOverview } from './reviews-overview';

afterEach(cleanup);

describe('ReviewsOverview', () => {
  it('shows the queue (a way into it), the published reviews and one bar a day', () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ReviewsOverview stats={stats.body} loading={false} />
      </AdminContext>,
    );
    const tile = screen.getByTestId('pending-reviews-tile');
    expect(within(tile).getByText('Onay bekleyen yorumlar')).toBeDefined();
    expect(within(tile).getByText('4')).toBeDefined();
    expect(decodeURIComponent(tile.getAttribute('href') ?? '')).toMatch(/\/reviews\?filter=\{"state":"pending"\}$/);
    expect(screen.getByText('1.208')).toBeDefined();
    const bars = within(screen.getByTestId('reviews-per-day')).getAllByRole('img');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['27.11: 19', '28.11: 23']);
    expect(screen.getByText('Son 30 günde 42 yorum')).toBeDefined();
  });
});
