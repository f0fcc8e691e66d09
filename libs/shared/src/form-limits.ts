import type { BusinessSubmission, ContactMessageInput } from './api-types.js';

/**
 * Bounds of one text field, counted in characters (code points) of the trimmed text. An optional
 * field left empty passes; a required one without `min` needs one character.
 */
export interface TextLimit {
  readonly required: boolean;
  readonly min?: number;
  readonly max?: number;
}

/**
 * `POST /api/contact` (docs/behaviour.md §3). The minimums and texts are docs/screens.md §5 "Contact form"; the server's
 * maximums keep one message to a sane size, so company and phone have a bound the spec does not name.
 */
export const CONTACT_MESSAGE_LIMITS = {
  name: { required: true, min: 2, max: 200 },
  email: { required: true },
  subject: { required: true, min: 5, max: 300 },
  message: { required: true, min: 10, max: 10_000 },
  company: { required: false, max: 200 },
  phone: { required: false, max: 50 },
} as const satisfies Record<keyof ContactMessageInput, TextLimit>;

/** `POST /api/businesses/submit` from `/upload` (docs/behaviour.md §3). `countryCode` is one of `COUNTRY_CODES`. */
export const BUSINESS_SUBMISSION_LIMITS = {
  name: { required: true, min: 2, max: 200 },
  category: { required: true, min: 2, max: 100 },
  address: { required: true, min: 5, max: 300 },
  city: { required: true, min: 2, max: 100 },
  countryCode: { required: true },
  phone: { required: false, max: 50 },
  website: { required: false },
  description: { required: false, max: 5_000 },
  email: { required: true },
} as const satisfies Record<keyof BusinessSubmission, TextLimit>;

export const tooShortMessage = (label: string, min: number) => `${label} must be at least ${min} characters`;
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;
export const requiredMessage = (label: string) => `${label} is required`;

/** Characters as a reader counts them: an emoji is one, not two UTF-16 units. */
export const textLength = (text: string): number => Array.from(text.trim()).length;

/**
 * The message for a text outside its limit, or null. The server (after trimming the body) and the
 * forms both call this, so they accept and refuse the same texts with the same words.
 */
export function textLimitError(text: string, label: string, limit: TextLimit): string | null {
  const length = textLength(text);
  if (length === 0 && !limit.required) return null;
  if (limit.min !== undefined && length < limit.min) return tooShortMessage(label, limit.min);
  if (length === 0) return requiredMessage(label);
  if (limit.max !== undefined && length > limit.max) return tooLongMessage(label, limit.max);
  return null;
}
