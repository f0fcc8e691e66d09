import type { OwnReview, PublicReview, ReviewPage } from '@directory/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountUser, businessDetail } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

const SLUG = businessDetail.slug;
const MARKUP = 'Great <b>cakes</b> and <a href="https://spam.example">coffee</a>, worth the trip.';

const review = (id: number, rating: number, text: string, helpfulCount = 0): PublicReview => ({
  id,
  rating,
  text,
  author: { displayName: `Reader ${id}` },
  createdAt: '2026-03-12T10:00:00.000Z',
  editedAt: null,
  helpfulCount,
  ownerReply: null,
});

const page = (reviews: PublicReview[], overrides: Partial<ReviewPage> = {}): ReviewPage => ({
  reviews,
  page: 1,
  limit: 10,
  total: 12,
  totalPages: 2,
  summary: { average: 3.8, count: 12, distribution: { '1': 1, '2': 1, '3': 2, '4': 4, '5': 4 } },
  ...overrides,
});

const signIn = () => (document.cookie = 'directory_signed_in=1; path=/');

describe('reviews page', () => {
  afterEach(() => {
    document.cookie = 'directory_signed_in=; Max-Age=0; path=/';
  });

  it('shows the summary with real bars, each review as plain text, the orders and the pages as links', async () => {
    const api = mockApi({
      [`/api/businesses/${SLUG}`]: businessDetail,
      [`/api/businesses/${SLUG}/reviews`]: page([
        review(1, 5, MARKUP, 3),
        review(2, 2, 'Slow service and cold coffee, sadly.'),
      ]),
    });
    renderRoute(`/business/${SLUG}/reviews`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews of Café Müller' })).toBeTruthy();
    expect(await screen.findByText('12 reviews on this site')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '4 stars: 4 reviews' }).getAttribute('aria-valuenow')).toBe(
      String((4 / 12) * 100),
    );
    expect(screen.getByRole('progressbar', { name: '1 stars: 1 review' })).toBeTruthy();
    const first = within(screen.getByRole('article', { name: 'Review by Reader 1' }));
    expect(first.getByText(MARKUP)).toBeTruthy();
    expect(first.queryByRole('link')).toBeNull();
    expect(first.getByRole('button', { name: 'Helpful (3)' })).toBeTruthy();
    const sorts = within(screen.getByRole('navigation', { name: 'Sort reviews' }));
    expect(sorts.getByRole('link', { name: 'Newest' }).getAttribute('href')).toBe(
      `/business/${SLUG}/reviews?sort=newest`,
    );
    expect(sorts.getByRole('link', { name: 'Most helpful' }).getAttribute('aria-current')).toBe('page');
    const pages = within(screen.getByRole('navigation', { name: 'Review pages' }));
    expect(pages.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(`/business/${SLUG}/reviews?page=2`);
    expect(api.requests()).toContain(`/api/businesses/${SLUG}/reviews?sort=helpful&page=1&limit=10`);
    expect(screen.getByRole('link', { name: 'Sign in to write a review' }).getAttribute('href')).toBe(
      `/account/login?next=${encodeURIComponent(`/business/${SLUG}/reviews#write-review`)}`,
    );
  });

  it('reads the order and the page from the address', async () => {
    const api = mockApi({
      [`/api/businesses/${SLUG}`]: businessDetail,
      [`/api/businesses/${SLUG}/reviews`]: page([review(11, 1, 'Lowest of them all, I am afraid.')], { page: 2 }),
    });
    renderRoute(`/business/${SLUG}/reviews?sort=lowest&page=2`);
    expect(await screen.findByText('Lowest of them all, I am afraid.')).toBeTruthy();
    expect(api.requests()).toContain(`/api/businesses/${SLUG}/reviews?sort=lowest&page=2&limit=10`);
    expect(screen.getByText('Reviews 11–12 of 12')).toBeTruthy();
  });

  it('lets a signed-in visitor write a review: refuses a short text without a call, then posts and shows it held', async () => {
    signIn();
    const held: OwnReview = {
      id: 40,
      rating: 4,
      text: 'See www.example.com for the menu, lovely place.',
      state: 'pending',
      rejectionReason: null,
      createdAt: '2026-03-12T10:00:00.000Z',
      editedAt: null,
      helpfulCount: 0,
      business: { id: businessDetail.id, name: businessDetail.name, slug: SLUG },
      ownerReply: null,
    };
    let written = false;
    const api = mockApi({
      '/api/account/me': accountUser,
      '/api/account/reviews': () => json(written ? [held] : []),
      [`/api/businesses/${SLUG}`]: businessDetail,
      [`/api/businesses/${SLUG}/reviews`]: page([], {
        total: 0,
        totalPages: 0,
        summary: { average: null, count: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
      }),
      [`POST /api/businesses/${SLUG}/reviews`]: () => {
        written = true;
        return json({ review: held }, 201);
      },
    });
    renderRoute(`/business/${SLUG}/reviews`);

    expect(await screen.findByRole('heading', { name: 'Write a review' })).toBeTruthy();
    // The form is loaded when a signed-in visitor is shown it.
    fireEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your review' }), { target: { value: 'Too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Write at least 20 characters (9 so far)')).toBeTruthy();
    expect(api.bodies(`/api/businesses/${SLUG}/reviews`)).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Your review' }), { target: { value: held.text } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() =>
      expect(api.bodies(`/api/businesses/${SLUG}/reviews`)).toEqual([{ rating: 4, text: held.text }]),
    );
    expect(await screen.findByText('Your review waits for a moderator before it shows here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit my review' })).toBeTruthy();
  });

  it('offers the owner a reply box instead of a review form', async () => {
    signIn();
    const api = mockApi({
      '/api/account/me': {
        ...accountUser,
        ownedBusinesses: [{ id: businessDetail.id, name: businessDetail.name, slug: SLUG }],
      },
      [`/api/businesses/${SLUG}`]: businessDetail,
      [`/api/businesses/${SLUG}/reviews`]: page([review(5, 3, 'Decent cake, but the queue was long.')]),
      'PUT /api/reviews/5/reply': () => json({ ok: true }),
    });
    renderRoute(`/business/${SLUG}/reviews`);
    expect(await screen.findByText(/You are the verified owner of Café Müller/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Write a review' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your reply as the owner' }), {
      target: { value: 'Thank you, we added a second till.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() =>
      expect(api.bodies('/api/reviews/5/reply')).toEqual([{ text: 'Thank you, we added a second till.' }]),
    );
  });
});
