const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
// The contract says spaces: a tab or line break inside a cell is not part of a phone number.
const PHONE_LIKE = /^[\d +\-()./]+$/;

/**
 * docs/behaviour.md §6 formula-injection rule: a cell starting with `=`, `+`, `-`, `@`, tab or CR gets a
 * leading `'`, unless it is a plain number or looks like a phone number (digits, spaces, `+ - ( ) . /`).
 */
export function protectCell(value: string): string {
  // Fast path for the common case (called for every cell of an export): a harmless first character.
  const first = value.charCodeAt(0);
  if (first !== 61 && first !== 43 && first !== 45 && first !== 64 && first !== 9 && first !== 13) return value;
  if (!FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value;
  if (PHONE_LIKE.test(value) && /\d/.test(value)) return value;
  return `'${value}`;
}
