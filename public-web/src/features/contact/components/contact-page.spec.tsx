import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categorySummaries, countrySummaries } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

const stats = { '/api/countries': countrySummaries(3), '/api/categories': categorySummaries(5) };

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
}

const valid = {
  'Full Name': 'Ada Lovelace',
  'Email Address': 'ada@example.com',
  Company: 'Analytical Engines Ltd',
  Subject: 'Listing correction',
  Message: 'Our opening hours changed last month.',
};

describe('contact page', () => {
  it('shows info cards, live platform statistics and the form', async () => {
    mockApi(stats);
    renderRoute('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    for (const title of ['Office Location', 'Phone Support', 'Email Support', 'Business Hours', 'Send us a Message']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByText('Sunday: Closed')).toBeTruthy();
    // 2000 + 1990 + 1980 businesses in three countries.
    expect((await screen.findByText('Businesses listed')).previousSibling?.textContent).toBe('5,970');
    expect(screen.getByLabelText(/^Message/).getAttribute('rows')).toBe('6');
  });

  it('shows the docs/screens.md §5 messages under each field and sends nothing', async () => {
    const api = mockApi(stats);
    renderRoute('/contact');
    fireEvent.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Subject must be at least 5 characters')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
    expect(api.bodies('/api/contact')).toEqual([]);

    fill({ 'Full Name': 'Al' });
    await waitFor(() => expect(screen.queryByText('Name must be at least 2 characters')).toBeNull());
  });

  it("sends the message, shows 'Sending...' meanwhile, then clears the form with a success toast", async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = mockApi({
      ...stats,
      'POST /api/contact': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoute('/contact');
    await screen.findByRole('button', { name: 'Send Message' });
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    const pending = await screen.findByRole('button', { name: 'Sending...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    answer(json({ success: true, message: 'Message received' }, 201));

    expect(await screen.findByText('Message Sent Successfully')).toBeTruthy();
    expect(screen.getByText("Thank you for your message. We'll get back to you within 24 hours.")).toBeTruthy();
    expect((screen.getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe('');
    expect(api.bodies('/api/contact')).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'Listing correction',
        message: 'Our opening hours changed last month.',
        company: 'Analytical Engines Ltd',
        phone: '',
      },
    ]);
  });

  it('keeps the form and shows an error toast when sending fails', async () => {
    mockApi({ ...stats, 'POST /api/contact': () => json({ statusCode: 429, message: 'Too Many Requests' }, 429) });
    renderRoute('/contact');
    await screen.findByRole('button', { name: 'Send Message' });
    fill(valid);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again later.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect((screen.getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe('Ada Lovelace');
  });
});
