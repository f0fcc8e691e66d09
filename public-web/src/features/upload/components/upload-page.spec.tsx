import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { textUnder } from '../../../testing/form-fields';
import { badRequest, json, mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';

function fillForm() {
  const set = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  set(/^Business Name/, 'Café Müller');
  set(/^Category/, 'Cafe');
  set(/^Street Address/, 'Osterstraße 12');
  set(/^City/, 'Hameln');
  set(/^Your Email Address/, 'owner@cafe-mueller.example');
  const country = screen.getByRole('combobox', { name: /^Country/ });
  fireEvent.change(country, { target: { value: 'Germ' } });
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Germany (DE)' }));
}

describe('upload business page', () => {
  it('validates required fields before sending', async () => {
    const api = mockApi({});
    renderRoute('/upload');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Business' }));
    expect(await screen.findByText('Business name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please choose a country')).toBeTruthy();
    expect(api.bodies('/api/businesses/submit')).toEqual([]);
  });

  it('submits the business to POST /api/businesses/submit and confirms', async () => {
    const api = mockApi({
      'POST /api/businesses/submit': () =>
        json({ success: true, message: 'Thank you! Your business will appear once it has been reviewed.' }, 201),
    });
    renderRoute('/upload');
    await screen.findByRole('heading', { level: 1, name: 'Upload Business' });
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Business' }));
    expect(await screen.findByRole('heading', { name: 'Business submitted' })).toBeTruthy();
    expect(screen.getByText('Thank you! Your business will appear once it has been reviewed.')).toBeTruthy();
    expect(api.bodies('/api/businesses/submit')).toEqual([
      {
        name: 'Café Müller',
        category: 'Cafe',
        address: 'Osterstraße 12',
        city: 'Hameln',
        countryCode: 'DE',
        email: 'owner@cafe-mueller.example',
      },
    ]);
  });

  it("shows the server's field errors from a 400", async () => {
    mockApi({
      'POST /api/businesses/submit': () =>
        badRequest('name', 'A business with this name already exists at this address'),
    });
    renderRoute('/upload');
    await screen.findByRole('heading', { level: 1, name: 'Upload Business' });
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Business' }));
    expect(await screen.findByText('A business with this name already exists at this address')).toBeTruthy();
    expect(textUnder('Business Name')).toBe('A business with this name already exists at this address');
    expect(await screen.findByText('Please check the highlighted fields.')).toBeTruthy();
  });
});
