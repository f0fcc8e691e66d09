import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountUser, businessDetail } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

const SLUG = businessDetail.slug;
describe('claim page', () => {
  afterEach(() => {
    document.cookie = 'directory_signed_in=; Max-Age=0; path=/';
  });

  it('asks a signed-out visitor to sign in and come back', async () => {
    mockApi({ [`/api/businesses/${SLUG}`]: { ...businessDetail, website: 'https://shop.cafe-mueller.de' } });
    renderRoute(`/business/${SLUG}/claim`);
    const link = await screen.findByRole('link', { name: 'Sign in to claim it' });
    expect(link.getAttribute('href')).toBe(`/account/login?next=${encodeURIComponent(`/business/${SLUG}/claim`)}`);
  });

  it("refuses an address outside the website's domain without a call, then sends one at it", async () => {
    document.cookie = 'directory_signed_in=1; path=/';
    const api = mockApi({
      '/api/account/me': accountUser,
      [`/api/businesses/${SLUG}`]: { ...businessDetail, website: 'https://shop.cafe-mueller.de' },
      [`POST /api/businesses/${SLUG}/claim`]: () => json({ claim: { id: 9, state: 'awaiting_email' } }, 201),
    });
    renderRoute(`/business/${SLUG}/claim`);
    const field = await screen.findByLabelText('Your address at cafe-mueller.de');
    fireEvent.change(field, { target: { value: 'ada@gmail.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(await screen.findByText('Use an address at cafe-mueller.de')).toBeTruthy();
    expect(api.bodies(`/api/businesses/${SLUG}/claim`)).toEqual([]);

    fireEvent.change(field, { target: { value: 'ada@cafe-mueller.de' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me the link' }));
    await waitFor(() =>
      expect(api.bodies(`/api/businesses/${SLUG}/claim`)).toEqual([{ method: 'email', email: 'ada@cafe-mueller.de' }]),
    );
    expect(await screen.findByText(/We sent a link to ada@cafe-mueller.de/)).toBeTruthy();
  });

  it("marks the phone field invalid with the server's reason when the server refuses it", async () => {
    document.cookie = 'directory_signed_in=1; path=/';
    mockApi({
      '/api/account/me': accountUser,
      [`/api/businesses/${SLUG}`]: { ...businessDetail, website: null },
      [`POST /api/businesses/${SLUG}/claim`]: () =>
        json({ success: false, message: 'Validation failed', errors: { phone: 'Phone number is not valid' } }, 400),
    });
    renderRoute(`/business/${SLUG}/claim`);
    fireEvent.click(await screen.findByLabelText('With a message for our team'));
    fireEvent.change(screen.getByLabelText('Your role'), { target: { value: 'Owner' } });
    fireEvent.change(screen.getByLabelText('Phone (optional)'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('How can we check that you run it?'), {
      target: { value: 'I run this café and can show the lease.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send my claim' }));
    expect(await screen.findByText('Phone number is not valid')).toBeTruthy();
    expect(screen.getByLabelText('Phone (optional)').getAttribute('aria-invalid')).toBe('true');
  });
});
