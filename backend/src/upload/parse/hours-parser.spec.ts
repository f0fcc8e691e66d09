import { parseHourPairs, parseHours } from './hours-parser.js';

const open = (dayOfWeek: number, openTime: string, closeTime: string) => ({
  dayOfWeek,
  openTime,
  closeTime,
  isClosed: false,
});
const closed = (dayOfWeek: number) => ({ dayOfWeek, openTime: null, closeTime: null, isClosed: true });

describe('parseHours', () => {
  it.each([
    [
      'reads Outscraper JSON with en dashes, several ranges a day and Closed',
      '{"Monday":"5–9:30PM","Saturday":"11AM–3PM,5–9:30PM","Tuesday":"Closed"}',
      [open(1, '17:00', '21:30'), closed(2), open(6, '11:00', '15:00'), open(6, '17:00', '21:30')],
    ],
    [
      'reads lists of ranges and Open 24 hours',
      '{"Sunday":["9AM-12PM","1-5PM"],"Friday":"Open 24 hours"}',
      [open(0, '09:00', '12:00'), open(0, '13:00', '17:00'), open(5, '00:00', '23:59')],
    ],
    [
      'reads Apify [{day,hours}] with "9 AM to 5 PM" and narrow no-break spaces',
      '[{"day":"Monday","hours":"9\u202fAM to 5\u202fPM"},{"day":"Sunday","hours":"Closed"}]',
      [closed(0), open(1, '09:00', '17:00')],
    ],
    [
      'reads plain text with day ranges, 24-hour times and past-midnight ranges',
      'Mon-Wed: 09:00-17:00 | Fri: 6PM-2AM',
      [open(1, '09:00', '17:00'), open(2, '09:00', '17:00'), open(3, '09:00', '17:00'), open(5, '18:00', '02:00')],
    ],
    [
      'knows Turkish and German day names',
      '{"Pazartesi":"09:00–18:00","Çarşamba":"Kapalı","Sonntag":"geschlossen","Dienstag":"8–12"}',
      [closed(0), open(1, '09:00', '18:00'), open(2, '08:00', '12:00'), closed(3)],
    ],
  ])('%s: %j', (_rule, text, hours) => {
    expect(parseHours(text)).toEqual(hours);
  });

  it.each([
    ['{"Monday":"11–2PM"}', '11:00', '14:00'],
    ['{"Monday":"12PM–12AM"}', '12:00', '00:00'],
  ])(
    "gives the start the end's AM/PM unless that puts it after the end: %j opens at %s",
    (text, openTime, closeTime) => {
      expect(parseHours(text)?.[0]).toMatchObject({ openTime, closeTime });
    },
  );

  it.each(['ask at the counter', '', '{"Monday":"sometimes"}'])(
    'returns null for text with no readable hours: %j',
    (text) => {
      expect(parseHours(text)).toBeNull();
    },
  );

  it('reads flattened openingHours/N/day + hours pairs', () => {
    expect(
      parseHourPairs([
        ['Monday', '8 AM to 4 PM'],
        ['Tuesday', 'Closed'],
        [null, '9 AM to 5 PM'],
      ]),
    ).toEqual([open(1, '08:00', '16:00'), closed(2)]);
  });
});
