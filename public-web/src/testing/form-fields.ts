import { fireEvent, screen } from '@testing-library/react';

const startingWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Types `value` into the field whose label starts with `label`. */
export function fillField(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(startingWith(label)), { target: { value } });
}

/** The text under the field whose label starts with `label` (its helper text), '' when there is none. */
export function textUnder(label: string): string {
  const id = screen.getByLabelText(startingWith(label)).getAttribute('aria-describedby');
  const text = (id && document.getElementById(id)?.textContent) || '';
  // MUI keeps an empty helper line's height with a zero-width space.
  return text.replace(/\u200b/g, '').trim();
}
