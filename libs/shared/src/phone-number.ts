export const PHONE_NUMBER_MESSAGE = 'Please enter a valid phone number (6 to 20 digits; spaces and + ( ) - . allowed)';

const ALLOWED = /^[\d\s+().-]+$/;
const MIN_DIGITS = 6;
const MAX_DIGITS = 20;

/** A phone number as people write it: only digits, spaces and `+ ( ) - .`, with 6 to 20 digits. */
export function isPhoneNumber(value: string): boolean {
  const text = value.trim();
  if (!ALLOWED.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= MIN_DIGITS && digits <= MAX_DIGITS;
}
