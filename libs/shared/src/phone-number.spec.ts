import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from './phone-number.js';

describe('isPhoneNumber', () => {
  it('accepts numbers written with spaces, +, brackets, dashes and dots', () => {
    expect(isPhoneNumber('+49 30 1234567')).toBe(true);
    expect(isPhoneNumber('(312) 555-0199')).toBe(true);
    expect(isPhoneNumber('030.123.456')).toBe(true);
    expect(isPhoneNumber(' 123456 ')).toBe(true);
  });

  it('refuses letters and other signs', () => {
    expect(isPhoneNumber('abc')).toBe(false);
    expect(isPhoneNumber('555-CALL-NOW')).toBe(false);
    expect(isPhoneNumber('12345678 ext 9')).toBe(false);
    expect(isPhoneNumber('+1 555 0199#')).toBe(false);
    expect(isPhoneNumber('')).toBe(false);
  });

  it('needs 6 to 20 digits', () => {
    expect(isPhoneNumber('12345')).toBe(false);
    expect(isPhoneNumber('123456')).toBe(true);
    expect(isPhoneNumber('1'.repeat(20))).toBe(true);
    expect(isPhoneNumber('1'.repeat(21))).toBe(false);
    expect(isPhoneNumber('+() - .')).toBe(false);
  });
});
