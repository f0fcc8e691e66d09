import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from './phone-number.js';

const SEPARATORS = 'accepts numbers written with spaces, +, brackets, dashes and dots';
const SIGNS = 'refuses letters and other signs';
const DIGITS = 'needs 6 to 20 digits';

describe('isPhoneNumber', () => {
  it.each([
    [SEPARATORS, '+49 30 1234567', true],
    [SEPARATORS, '(312) 555-0199', true],
    [SEPARATORS, '030.123.456', true],
    [SEPARATORS, ' 123456 ', true],
    [SIGNS, 'abc', false],
    [SIGNS, '555-CALL-NOW', false],
    [SIGNS, '12345678 ext 9', false],
    [SIGNS, '+1 555 0199#', false],
    [SIGNS, '', false],
    [DIGITS, '12345', false],
    [DIGITS, '123456', true],
    [DIGITS, '1'.repeat(20), true],
    [DIGITS, '1'.repeat(21), false],
    [DIGITS, '+() - .', false],
  ])('%s: %j → %s', (_rule, input, valid) => {
    expect(isPhoneNumber(input)).toBe(valid);
  });
});
