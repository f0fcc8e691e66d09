import { parseApproved, parseCoordinates, parseCount, parseDecimal, parseRating } from './values.js';

describe('import values', () => {
  it('reads decimal commas: "4,5 is 4.5"', () => {
    expect(parseRating('4,5')).toBe(4.5);
    expect(parseRating(4.56)).toBe(4.6);
    expect(parseDecimal(' -33,86 ')).toBe(-33.86);
  });

  it('turns a bad rating into null', () => {
    for (const bad of ['5.5', '-1', 'excellent', '', null, '4.5 stars']) expect(parseRating(bad)).toBeNull();
  });

  it('drops thousands separators: "1,234 and 1.234 reviews are 1234"', () => {
    expect(parseCount('1,234')).toBe(1234);
    expect(parseCount('1.234')).toBe(1234);
    expect(parseCount('1 234')).toBe(1234);
    expect(parseCount(87)).toBe(87);
  });

  it('makes a bad review count 0 and a blank one "not given"', () => {
    expect(parseCount('many')).toBe(0);
    expect(parseCount(-5)).toBe(0);
    expect(parseCount('99999999999')).toBe(0);
    expect(parseCount('')).toBeNull();
  });

  it('nulls both coordinates when either is bad or out of range', () => {
    expect(parseCoordinates('52,52', '13.405')).toEqual({ latitude: 52.52, longitude: 13.405 });
    expect(parseCoordinates('91', '13')).toEqual({ latitude: null, longitude: null });
    expect(parseCoordinates('52.5', 'east')).toEqual({ latitude: null, longitude: null });
    expect(parseCoordinates(10, -181)).toEqual({ latitude: null, longitude: null });
  });

  it('reads approval columns: false only when the cell says so', () => {
    expect(parseApproved('false')).toBe(false);
    expect(parseApproved('Hayır')).toBe(false);
    expect(parseApproved(0)).toBe(false);
    expect(parseApproved(false)).toBe(false);
    expect(parseApproved('yes')).toBe(true);
    expect(parseApproved(null)).toBeNull();
  });
});
