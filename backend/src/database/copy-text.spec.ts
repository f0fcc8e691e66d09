import { copyField, copyLine } from './copy-text.js';

describe('PostgreSQL text COPY fields', () => {
  it('writes null as \\N and booleans as t/f', () => {
    expect(copyField(null)).toBe('\\N');
    expect(copyField(true)).toBe('t');
    expect(copyField(false)).toBe('f');
  });

  it('escapes backslash, tab, newline and carriage return, and nothing else', () => {
    expect(copyField('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    expect(copyField("Café «Ünal» & Sons, 'Nº 1'")).toBe("Café «Ünal» & Sons, 'Nº 1'");
    expect(copyField('\\N')).toBe('\\\\N');
  });

  it('writes numbers and dates in a form PostgreSQL parses', () => {
    expect(copyField(4.5)).toBe('4.5');
    expect(copyField(-0.000123)).toBe('-0.000123');
    expect(copyField(new Date('2025-01-02T03:04:05.678Z'))).toBe('2025-01-02T03:04:05.678Z');
  });

  it('joins fields with tabs', () => {
    expect(copyLine([1, 'x\ty', null, false])).toBe('1\tx\\ty\t\\N\tf');
  });
});
