import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectTextsUnder, fillFields, textUnder } from '../../../testing/form-fields';
import { badRequest, json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ContactFormCard } from './contact-form';

const sent = () => json({ success: true, message: 'Message received' }, 201);

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

describe('contact form rules (docs/screens.md §5 "Contact form", limits shared with POST /api/contact)', () => {
  it('accepts the minimum lengths: name 2, subject 5, message 10, and leaves company and phone optional', async () => {
    const api = mockApi({ 'POST /api/contact': sent });
    renderWithProviders(<ContactFormCard />);
    fillFields({ 'Full Name': 'Al', 'Email Address': 'al@example.com', Subject: 'Hello', Message: '0123456789' });
    send();
    await waitFor(() => expect(api.bodies('/api/contact')).toHaveLength(1));
    expect(api.bodies('/api/contact')[0]).toEqual({
      name: 'Al',
      email: 'al@example.com',
      subject: 'Hello',
      message: '0123456789',
      company: '',
      phone: '',
    });
  });

  it('counts the trimmed text, as the server does', async () => {
    const api = mockApi({ 'POST /api/contact': sent });
    renderWithProviders(<ContactFormCard />);
    fillFields({
      'Full Name': '  B ',
      'Email Address': 'b@example.com',
      Subject: 'Hello there',
      Message: '          x',
    });
    send();
    await expectTextsUnder({
      'Full Name': 'Name must be at least 2 characters',
      Message: 'Message must be at least 10 characters',
    });
    expect(api.bodies('/api/contact')).toEqual([]);
  });

  it('rejects an address without a domain', async () => {
    mockApi({});
    renderWithProviders(<ContactFormCard />);
    fillFields({ 'Email Address': 'al@example' });
    send();
    await waitFor(() => expect(textUnder('Email Address')).toBe('Please enter a valid email address'));
  });

  it('refuses what the server refuses: name 200, subject 300, message 10 000, company 200 and phone 50 characters at most', async () => {
    const api = mockApi({ 'POST /api/contact': sent });
    renderWithProviders(<ContactFormCard />);
    fillFields({
      'Full Name': 'n'.repeat(201),
      'Email Address': 'al@example.com',
      Company: 'c'.repeat(201),
      'Phone Number': '1'.repeat(51),
      Subject: 's'.repeat(301),
      Message: 'm'.repeat(10_001),
    });
    send();
    await expectTextsUnder({
      'Full Name': 'Name must be at most 200 characters',
      Company: 'Company must be at most 200 characters',
      'Phone Number': 'Phone must be at most 50 characters',
      Subject: 'Subject must be at most 300 characters',
      Message: 'Message must be at most 10000 characters',
    });
    expect(api.bodies('/api/contact')).toEqual([]);

    fillFields({
      'Full Name': 'n'.repeat(200),
      Company: 'c'.repeat(200),
      'Phone Number': '1'.repeat(50),
      Subject: 's'.repeat(300),
      Message: 'm'.repeat(10_000),
    });
    send();
    await waitFor(() => expect(api.bodies('/api/contact')).toHaveLength(1));
  });

  it("puts the server's 400 field errors under their fields", async () => {
    mockApi({
      'POST /api/contact': () => badRequest('email', 'Please enter a valid email address'),
    });
    renderWithProviders(<ContactFormCard />);
    // Passes the form's quick check; the server's stricter one refuses the one-letter top-level domain.
    fillFields({ 'Full Name': 'Ada', 'Email Address': 'ada@example.c', Subject: 'Hello', Message: '0123456789' });
    send();
    await waitFor(() => expect(textUnder('Email Address')).toBe('Please enter a valid email address'));
    expect(screen.getByLabelText(/^Email Address/).getAttribute('aria-invalid')).toBe('true');
    expect(textUnder('Full Name')).toBe('');
    expect(await screen.findByText('Failed to send message. Please try again later.')).toBeTruthy();
  });
});
