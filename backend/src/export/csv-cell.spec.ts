import { protectCell } from './csv-cell.js';

describe('protectCell', () => {
  it('prefixes cells that a spreadsheet would run as a formula', () => {
    for (const value of [
      '=HYPERLINK("http://evil","x")',
      "+cmd|' /C calc'!A0",
      '-2+3+SUM(A1)',
      '@SUM(A1)',
      '\tTab',
      '\rCR',
      '=1+2',
      '-',
      '+',
      '+1\n=2',
      '-12\t34',
    ]) {
      expect(protectCell(value)).toBe(`'${value}`);
    }
  });

  it('leaves plain numbers and phone numbers as they are (digits with spaces and + - ( ) . / only)', () => {
    for (const value of ['-33.8688', '+4.5', '-12', '+49 30 1234567', '+1 (555) 010-9999', '-030/123.45', '-2+3']) {
      expect(protectCell(value)).toBe(value);
    }
  });

  it('leaves ordinary text alone, also when it contains the characters later', () => {
    for (const value of ['Café = good', 'a-b', 'mail@example.com', '', 'Straße 1'])
      expect(protectCell(value)).toBe(value);
  });
});
