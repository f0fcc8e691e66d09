import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PHONE_NUMBER_MESSAGE } from '@directory/shared';
import { describe, expect, it, vi } from 'vitest';
import { expectTextsUnder, fillField, fillFields, textUnder } from '../../../testing/form-fields';
import { badRequest, json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SubmissionForm } from './submission-form';

const stored = () => json({ success: true, message: 'Submitted' }, 201);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Business' }));

function chooseCountry(typed: string, option: string) {
  fireEvent.change(screen.getByRole('combobox', { name: /^Country/ }), { target: { value: typed } });
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

function fillRequired() {
  fillFields({
    'Business Name': 'Café Müller',
    Category: 'Cafe',
    'Street Address': 'Hauptstraße 5',
    City: 'Hameln',
    'Your Email Address': 'owner@cafe-mueller.de',
  });
  chooseCountry('Germ', 'Germany (DE)');
}

function renderForm() {
  const onSubmitted = vi.fn();
  renderWithProviders(<SubmissionForm onSubmitted={onSubmitted} />);
  return onSubmitted;
}

/** The form with its required fields filled and `values` typed over them, against a server that stores it. */
function renderFilledForm(values: Record<string, string>) {
  const api = mockApi({ 'POST /api/businesses/submit': stored });
  const onSubmitted = renderForm();
  fillRequired();
  fillFields(values);
  return { api, onSubmitted };
}

describe('submission form rules (limits shared with POST /api/businesses/submit)', () => {
  it('requires the fields the endpoint requires, and only those', async () => {
    const api = mockApi({});
    renderForm();
    submit();
    await expectTextsUnder({
      'Business Name': 'Business name must be at least 2 characters',
      Category: 'Category must be at least 2 characters',
      'Street Address': 'Address must be at least 5 characters',
      City: 'City must be at least 2 characters',
      Country: 'Please choose a country',
      'Your Email Address': 'Please enter a valid email address',
    });
    for (const optional of ['Phone Number', 'Website', 'Description']) expect(textUnder(optional)).toBe('');
    expect(api.bodies('/api/businesses/submit')).toEqual([]);
  });

  it('sends trimmed values with the country code, leaving out empty optional fields', async () => {
    const { api, onSubmitted } = renderFilledForm({ 'Business Name': '  Café Müller ', 'Phone Number': ' ' });
    submit();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('Submitted'));
    expect(api.bodies('/api/businesses/submit')).toEqual([
      {
        name: 'Café Müller',
        category: 'Cafe',
        address: 'Hauptstraße 5',
        city: 'Hameln',
        countryCode: 'DE',
        email: 'owner@cafe-mueller.de',
      },
    ]);
  });

  it('refuses what the server refuses: name 200, category 100, address 300, city 100, phone 50, description 5 000 characters at most', async () => {
    const { api, onSubmitted } = renderFilledForm({
      'Business Name': 'n'.repeat(201),
      Category: 'c'.repeat(101),
      'Street Address': 'a'.repeat(301),
      City: 'h'.repeat(101),
      'Phone Number': `+49${' '.repeat(41)}1234567`,
      Description: 'd'.repeat(5001),
    });
    submit();
    await expectTextsUnder({
      'Business Name': 'Business name must be at most 200 characters',
      Category: 'Category must be at most 100 characters',
      'Street Address': 'Address must be at most 300 characters',
      City: 'City must be at most 100 characters',
      'Phone Number': 'Phone must be at most 50 characters',
      Description: 'Description must be at most 5000 characters',
    });
    expect(api.bodies('/api/businesses/submit')).toEqual([]);

    fillFields({
      'Business Name': 'n'.repeat(200),
      Category: 'c'.repeat(100),
      'Street Address': 'a'.repeat(300),
      City: 'h'.repeat(100),
      'Phone Number': `+49${' '.repeat(40)}1234567`,
      Description: 'd'.repeat(5000),
    });
    submit();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
  });

  it('checks the website only when one is given, and the phone by the rule the server uses', async () => {
    const { api, onSubmitted } = renderFilledForm({
      Website: 'not a site',
      'Phone Number': 'abc',
    });
    submit();
    await waitFor(() => expect(textUnder('Website')).toBe('Please enter a valid website address'));
    expect(textUnder('Phone Number')).toBe(PHONE_NUMBER_MESSAGE);

    fillField('Website', 'cafe-mueller.de');
    fillField('Phone Number', '+49 (0151) 123-456');
    submit();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(api.bodies('/api/businesses/submit')[0]).toMatchObject({
      website: 'cafe-mueller.de',
      phone: '+49 (0151) 123-456',
    });
  });

  it('offers only country codes the server accepts: United Kingdom once, as GB', () => {
    mockApi({});
    renderForm();
    fireEvent.change(screen.getByRole('combobox', { name: /^Country/ }), { target: { value: 'United' } });
    const options = within(screen.getByRole('listbox')).getAllByRole('option', { name: /United Kingdom/ });
    expect(options.map((option) => option.textContent)).toEqual(['United Kingdom (GB)']);
  });

  it("puts the server's 400 field errors under their fields", async () => {
    mockApi({
      'POST /api/businesses/submit': () => badRequest('website', 'Please enter a valid website address'),
    });
    renderForm();
    fillRequired();
    // The form's quick look lets a one-letter top-level domain through; the server's URL check does not.
    fillField('Website', 'https://cafe.m');
    submit();
    await waitFor(() => expect(textUnder('Website')).toBe('Please enter a valid website address'));
    expect(screen.getByLabelText(/^Website/).getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('Please check the highlighted fields.')).toBeTruthy();
  });
});
