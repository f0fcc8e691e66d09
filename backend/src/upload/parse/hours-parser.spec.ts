import { parseHourPairs, parseHours } from './hours-parser.js';

describe('parseHours', () => {
  it('reads Outscraper JSON with en dashes, several ranges a day and Closed', () => {
    const hours = parseHours('{"Monday":"5–9:30PM","Saturday":"11AM–3PM,5–9:30PM","Tuesday":"Closed"}');
    expect(hours).toEqual([
      { dayOfWeek: 1, openTime: '17:00', closeTime: '21:30', isClosed: false },
      { dayOfWeek: 2, openTime: null, closeTime: null, isClosed: true },
      { dayOfWeek: 6, openTime: '11:00', closeTime: '15:00', isClosed: false },
      { dayOfWeek: 6, openTime: '17:00', closeTime: '21:30', isClosed: false },
    ]);
  });

  it('reads lists of ranges and Open 24 hours', () => {
    expect(parseHours('{"Sunday":["9AM-12PM","1-5PM"],"Friday":"Open 24 hours"}')).toEqual([
      { dayOfWeek: 0, openTime: '09:00', closeTime: '12:00', isClosed: false },
      { dayOfWeek: 0, openTime: '13:00', closeTime: '17:00', isClosed: false },
      { dayOfWeek: 5, openTime: '00:00', closeTime: '23:59', isClosed: false },
    ]);
  });

  it('reads Apify [{day,hours}] with "9 AM to 5 PM" and narrow no-break spaces', () => {
    expect(parseHours('[{"day":"Monday","hours":"9\u202fAM to 5\u202fPM"},{"day":"Sunday","hours":"Closed"}]')).toEqual(
      [
        { dayOfWeek: 0, openTime: null, closeTime: null, isClosed: true },
        { dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', isClosed: false },
      ],
    );
  });

  it('reads plain text with day ranges, 24-hour times and past-midnight ranges', () => {
    expect(parseHours('Mon-Wed: 09:00-17:00 | Fri: 6PM-2AM')).toEqual([
      { dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', isClosed: false },
      { dayOfWeek: 2, openTime: '09:00', closeTime: '17:00', isClosed: false },
      { dayOfWeek: 3, openTime: '09:00', closeTime: '17:00', isClosed: false },
      { dayOfWeek: 5, openTime: '18:00', closeTime: '02:00', isClosed: false },
    ]);
  });

  it('knows Turkish and German day names', () => {
    expect(
      parseHours('{"Pazartesi":"09:00–18:00","Çarşamba":"Kapalı","Sonntag":"geschlossen","Dienstag":"8–12"}'),
    ).toEqual([
      { dayOfWeek: 0, openTime: null, closeTime: null, isClosed: true },
      { dayOfWeek: 1, openTime: '09:00', closeTime: '18:00', isClosed: false },
      { dayOfWeek: 2, openTime: '08:00', closeTime: '12:00', isClosed: false },
      { dayOfWeek: 3, openTime: null, closeTime: null, isClosed: true },
    ]);
  });

  it('gives the start the end\'s AM/PM unless that puts it after the end ("11–2PM" opens at 11:00)', () => {
    expect(parseHours('{"Monday":"11–2PM"}')?.[0]).toMatchObject({ openTime: '11:00', closeTime: '14:00' });
    expect(parseHours('{"Monday":"12PM–12AM"}')?.[0]).toMatchObject({ openTime: '12:00', closeTime: '00:00' });
  });

  it('returns null for text with no readable hours', () => {
    expect(parseHours('ask at the counter')).toBeNull();
    expect(parseHours('')).toBeNull();
    expect(parseHours('{"Monday":"sometimes"}')).toBeNull();
  });

  it('reads flattened openingHours/N/day + hours pairs', () => {
    expect(
      parseHourPairs([
        ['Monday', '8 AM to 4 PM'],
        ['Tuesday', 'Closed'],
        [null, '9 AM to 5 PM'],
      ]),
    ).toEqual([
      { dayOfWeek: 1, openTime: '08:00', closeTime: '16:00', isClosed: false },
      { dayOfWeek: 2, openTime: null, closeTime: null, isClosed: true },
    ]);
  });
});
