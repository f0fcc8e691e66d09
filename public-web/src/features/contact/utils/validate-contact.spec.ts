import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT_FORM, validateContact } from './validate-contact';

describe('validateContact', () => {
  it('gives the spec §5 texts for an empty form, and none for company or phone', () => {
    expect(validateContact(EMPTY_CONTACT_FORM)).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      subject: 'Subject must be at least 5 characters',
      message: 'Message must be at least 10 characters',
    });
  });

  it('accepts the minimum lengths', () => {
    expect(
      validateContact({
        ...EMPTY_CONTACT_FORM,
        name: 'Al',
        email: 'al@example.com',
        subject: 'Hello',
        message: '0123456789',
      }),
    ).toEqual({});
  });

  it('rejects an address without a domain', () => {
    expect(validateContact({ ...EMPTY_CONTACT_FORM, email: 'al@example' }).email).toBe(
      'Please enter a valid email address',
    );
  });
});
