import { dictionary } from '@zxcvbn-ts/language-common';

/** docs/behaviour.md §12: a new password may not be one of this many most common passwords. */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;

/**
 * zxcvbn-ts's list of leaked passwords is ordered by frequency; its head is the 10 000 most common.
 * Compared without case: `Password123` is as guessable as `password123`.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
