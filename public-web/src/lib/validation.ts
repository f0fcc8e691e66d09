import { textLimitError, type TextLimit } from '@directory/shared';

/** A pragmatic address check: something@domain.tld, no spaces. The server's stricter check has the last word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A form field's check: `true` when the value passes, else the text shown under the field. */
export type FieldCheck = (value: string) => true | string;

/** A shared limit (`CONTACT_MESSAGE_LIMITS`, `BUSINESS_SUBMISSION_LIMITS`) checked as the server checks it. */
export const withinLimit =
  (label: string, limit: TextLimit): FieldCheck =>
  (value) =>
    textLimitError(value, label, limit) ?? true;

export const validEmail: FieldCheck = (value) =>
  EMAIL_PATTERN.test(value.trim()) || 'Please enter a valid email address';
