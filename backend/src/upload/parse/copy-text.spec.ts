import { copyLineRowNumber, encodeCopyLine, STAGING_COLUMNS } from './copy-text.js';
import type { ImportRow } from './row-normalizer.js';

const row: ImportRow = {
  rowNumber: 12,
  name: 'Tab\there',
  slug: 's-abcdef',
  category: 'C',
  categorySlug: 'c',
  address: 'Line1\nLine2 \\ back',
  city: null,
  citySlug: null,
  countryCode: 'DE',
  phone: null,
  website: null,
  imageUrl: null,
  description: 'CR\rhere',
  rating: 4.5,
  reviewCount: null,
  latitude: 52.5,
  longitude: 13.4,
  placeId: 'p1',
  isApproved: false,
  timeZone: 'Europe/Berlin',
  hours: [{ dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', isClosed: false }],
  amenities: null,
};

describe('encodeCopyLine', () => {
  it('writes one COPY text line per row, escaping tabs, newlines and backslashes', () => {
    const line = encodeCopyLine(row);
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1).includes('\n')).toBe(false);
    const fields = line.slice(0, -1).split('\t');
    expect(fields).toHaveLength(STAGING_COLUMNS.length);
    expect(fields[1]).toBe('Tab\\there');
    expect(fields[5]).toBe('Line1\\nLine2 \\\\ back');
    expect(fields[6]).toBe('\\N');
    expect(fields[12]).toBe('CR\\rhere');
    expect(fields[18]).toBe('f');
    expect(fields[19]).toBe('Europe/Berlin');
    expect(JSON.parse(fields[20] as string)).toEqual([{ d: 1, o: '09:00', c: '17:00', x: false }]);
    expect(copyLineRowNumber(line)).toBe(12);
  });
});
