import { describe, expect, it } from 'vitest';
import { BUSINESS_SUBMISSION_LIMITS, CONTACT_MESSAGE_LIMITS, textLength, textLimitError } from './form-limits.js';

const requiredFields = (limits: Record<string, { required: boolean }>) =>
  Object.entries(limits)
    .filter(([, limit]) => limit.required)
    .map(([field]) => field);

describe('CONTACT_MESSAGE_LIMITS', () => {
  it('holds the docs/screens.md §5 "Contact form" minimums: name 2, subject 5, message 10', () => {
    expect([
      CONTACT_MESSAGE_LIMITS.name.min,
      CONTACT_MESSAGE_LIMITS.subject.min,
      CONTACT_MESSAGE_LIMITS.message.min,
    ]).toEqual([2, 5, 10]);
  });

  it('"company and phone: optional"; the rest is required', () => {
    expect(requiredFields(CONTACT_MESSAGE_LIMITS)).toEqual(['name', 'email', 'subject', 'message']);
  });

  it('bounds every free text field above', () => {
    expect(CONTACT_MESSAGE_LIMITS).toMatchObject({
      name: { max: 200 },
      subject: { max: 300 },
      message: { max: 10_000 },
      company: { max: 200 },
      phone: { max: 50 },
    });
  });
});

describe('BUSINESS_SUBMISSION_LIMITS', () => {
  it('requires what docs/behaviour.md §3 sends without "?": {name,category,address,city,countryCode,phone?,website?,description?,email}', () => {
    expect(requiredFields(BUSINESS_SUBMISSION_LIMITS)).toEqual([
      'name',
      'category',
      'address',
      'city',
      'countryCode',
      'email',
    ]);
  });

  it('allows a description of 5 000 characters', () => {
    expect(BUSINESS_SUBMISSION_LIMITS.description.max).toBe(5_000);
  });
});

describe('textLimitError', () => {
  const name = CONTACT_MESSAGE_LIMITS.name;

  it("gives the spec's text below the minimum, counting the trimmed text", () => {
    expect(textLimitError('', 'Name', name)).toBe('Name must be at least 2 characters');
    expect(textLimitError('  B ', 'Name', name)).toBe('Name must be at least 2 characters');
    expect(textLimitError(' Bo ', 'Name', name)).toBeNull();
  });

  it('names the maximum above it', () => {
    expect(textLimitError('x'.repeat(200), 'Name', name)).toBeNull();
    expect(textLimitError('x'.repeat(201), 'Name', name)).toBe('Name must be at most 200 characters');
  });

  it('lets an optional field stay empty but still bounds it', () => {
    const phone = CONTACT_MESSAGE_LIMITS.phone;
    expect(textLimitError('   ', 'Phone', phone)).toBeNull();
    expect(textLimitError('1'.repeat(51), 'Phone', phone)).toBe('Phone must be at most 50 characters');
  });

  it('asks for a required field that has no minimum', () => {
    expect(textLimitError(' ', 'Email', { required: true })).toBe('Email is required');
    expect(textLimitError('a', 'Email', { required: true })).toBeNull();
  });
});

describe('textLength', () => {
  it('counts an emoji as one character and ignores edge spaces', () => {
    expect(textLength(' 😀😀 ')).toBe(2);
  });
});
