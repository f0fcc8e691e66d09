import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts a docs/behaviour.md §3 400's `errors: {field: text}` under the form's own fields and focuses the first.
 * Answers how many it placed, so the caller can tell a field problem from any other failure.
 */
export function setServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): number {
  if (!(error instanceof ApiError)) return 0;
  let placed = 0;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const name = fields.find((candidate) => candidate === field);
    if (!name || typeof message !== 'string') continue;
    setError(name, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}
