import type { FormOutcome } from '@directory/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type DefaultValues, type FieldErrors, type FieldValues, type Path, useForm } from 'react-hook-form';

/** Where the server puts a form's outcome in the page's query cache, so the browser hydrates the same form. */
export const FORM_OUTCOME_KEY = ['form-outcome'] as const;

/** The outcome of `form` posted without JavaScript, as the server rendered it; null on a plain visit. */
export function useFormOutcome(form: FormOutcome['form']): FormOutcome | null {
  const queryClient = useQueryClient();
  // Read once: the form's state is its own after the first render.
  const [outcome] = useState(() => queryClient.getQueryData<FormOutcome>(FORM_OUTCOME_KEY) ?? null);
  return outcome?.form === form ? outcome : null;
}

/** The form's values, the posted ones over the empty defaults. */
export function postedValues<T extends Record<string, string>>(empty: T, outcome: FormOutcome | null): T {
  if (!outcome) return empty;
  const values = { ...empty };
  for (const key of Object.keys(empty) as (keyof T)[]) {
    const posted = outcome.values[key as string];
    if (typeof posted === 'string') values[key] = posted as T[keyof T];
  }
  return values;
}

/** The server's field errors as react-hook-form takes them (`useForm({ errors })`). */
export function postedErrors<T extends FieldValues>(outcome: FormOutcome | null): FieldErrors<T> | undefined {
  if (!outcome || Object.keys(outcome.errors).length === 0) return undefined;
  return Object.fromEntries(
    Object.entries(outcome.errors).map(([field, message]) => [field, { type: 'server', message }]),
  ) as FieldErrors<T>;
}

/**
 * A react-hook-form form over the fields of `empty`, starting from what was posted to `name` without
 * JavaScript (its values and the server's errors) when the server rendered that; `fields` names them all.
 */
export function usePostedForm<T extends Record<string, string>>(name: FormOutcome['form'], empty: T) {
  const posted = useFormOutcome(name);
  const form = useForm<T>({
    defaultValues: postedValues(empty, posted) as DefaultValues<T>,
    errors: postedErrors<T>(posted),
  });
  return { form, posted, fields: Object.keys(empty) as Path<T>[] };
}
