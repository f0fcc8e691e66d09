import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

const startingWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Types `value` into the field whose label starts with `label`. */
export function fillField(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(startingWith(label)), { target: { value } });
}

/** `fillField` for each label and value, in order. */
export function fillFields(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fillField(label, value);
}

/** The text under the field whose label starts with `label` (its helper text), '' when there is none. */
export function textUnder(label: string): string {
  const id = screen.getByLabelText(startingWith(label)).getAttribute('aria-describedby');
  const text = (id && document.getElementById(id)?.textContent) || '';
  // MUI keeps an empty helper line's height with a zero-width space.
  return text.replace(/\u200b/g, '').trim();
}

/** Waits for the first field's text, then checks the others': a submit marks every field at once. */
export async function expectTextsUnder(texts: Record<string, string>) {
  const [[firstLabel, firstText], ...others] = Object.entries(texts);
  await waitFor(() => expect(textUnder(firstLabel)).toBe(firstText));
  for (const [label, text] of others) expect(textUnder(label)).toBe(text);
}
