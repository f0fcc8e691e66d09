import { transliterate } from '@directory/shared';
import { memoizeByText } from './memoize-by-text.js';

export interface HoursEntry {
  /** 0 = Sunday … 6 = Saturday (docs/behaviour.md §2). */
  dayOfWeek: number;
  openTime: string | null;
  closeTime: string | null;
  isClosed: boolean;
}

const DAYS: Readonly<Record<string, number>> = {
  sunday: 0,
  sun: 0,
  su: 0,
  pazar: 0,
  sonntag: 0,
  so: 0,
  monday: 1,
  mon: 1,
  mo: 1,
  pazartesi: 1,
  montag: 1,
  tuesday: 2,
  tue: 2,
  tues: 2,
  tu: 2,
  sali: 2,
  dienstag: 2,
  di: 2,
  wednesday: 3,
  wed: 3,
  we: 3,
  carsamba: 3,
  mittwoch: 3,
  mi: 3,
  thursday: 4,
  thu: 4,
  thur: 4,
  thurs: 4,
  th: 4,
  persembe: 4,
  donnerstag: 4,
  do: 4,
  friday: 5,
  fri: 5,
  fr: 5,
  cuma: 5,
  freitag: 5,
  saturday: 6,
  sat: 6,
  sa: 6,
  cumartesi: 6,
  samstag: 6,
  sonnabend: 6,
};

const CLOSED = /^(closed|kapali|geschlossen|ruhetag)$/;
const ALL_DAY =
  /^(open 24 hours|24 hours|open 24h|24h|24\/7|24 saat( acik)?|acik 24 saat|24 stunden( geoffnet)?|rund um die uhr)$/;
const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?`;
const RANGE = new RegExp(`^${TIME}\\s*-\\s*${TIME}$`);

const ASCII = /^\p{ASCII}*$/u;
const ascii = (text: string) => (ASCII.test(text) ? text : transliterate(text));

function dayIndex(text: string): number | undefined {
  return DAYS[
    ascii(text)
      .toLowerCase()
      .replace(/[^a-z]/g, '')
  ];
}

/** Dashes, " to ", narrow and non-breaking spaces (Google writes `9 AM–5 PM` with U+202F) made plain. */
function plain(text: string): string {
  return ascii(text.replace(/[\u2010-\u2015\u2212~]/g, '-').replace(/[\u00a0\u2007\u2009\u202f]/g, ' '))
    .toLowerCase()
    .replace(/\s+to\s+/g, '-')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

function toMinutes(hour: number, minute: number, meridiem: string | undefined): number | null {
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    const pm = meridiem.startsWith('p');
    return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
  }
  if (hour > 24 || (hour === 24 && minute > 0)) return null;
  return hour * 60 + minute;
}

/** `9AM-5PM`, `5-9:30PM` (start takes the end's AM/PM unless that would put it after the end), `09:00-17:00`. */
function parseRange(text: string): { open: number; close: number } | null {
  const match = RANGE.exec(text.replace(/\s*-\s*/, '-'));
  if (!match) return null;
  const [, h1, m1, mer1, h2, m2, mer2] = match;
  let closeMer = mer2;
  let openMer = mer1;
  if (!openMer && closeMer) {
    openMer = closeMer;
    const asSame = toMinutes(Number(h1), Number(m1 ?? 0), openMer);
    const close = toMinutes(Number(h2), Number(m2 ?? 0), closeMer);
    if (asSame !== null && close !== null && asSame > close && close !== 0)
      openMer = closeMer.startsWith('p') ? 'am' : 'pm';
  } else if (openMer && !closeMer) {
    closeMer = openMer;
    const open = toMinutes(Number(h1), Number(m1 ?? 0), openMer);
    const asSame = toMinutes(Number(h2), Number(m2 ?? 0), closeMer);
    if (open !== null && asSame !== null && asSame <= open) closeMer = openMer.startsWith('p') ? 'am' : 'pm';
  }
  const open = toMinutes(Number(h1), Number(m1 ?? 0), openMer);
  let close = toMinutes(Number(h2), Number(m2 ?? 0), closeMer);
  if (open === null || close === null) return null;
  if (close === 24 * 60) close = 23 * 60 + 59;
  if (open === 24 * 60) return null;
  return { open, close };
}

/** One day's text: `Closed`, `Open 24 hours`, or ranges separated by commas (`11AM–3PM,5–9:30PM`). */
function parseDay(day: number, value: unknown): HoursEntry[] {
  const texts = Array.isArray(value) ? value : [value];
  const entries: HoursEntry[] = [];
  for (const item of texts) {
    if (typeof item !== 'string' && typeof item !== 'number') continue;
    const text = plain(String(item));
    if (text === '') continue;
    if (CLOSED.test(text)) return [{ dayOfWeek: day, openTime: null, closeTime: null, isClosed: true }];
    if (ALL_DAY.test(text)) return [{ dayOfWeek: day, openTime: '00:00', closeTime: '23:59', isClosed: false }];
    for (const part of text.split(/\s*(?:,|;|\||\band\b|&)\s*/)) {
      const range = parseRange(part.trim());
      if (range)
        entries.push({ dayOfWeek: day, openTime: hhmm(range.open), closeTime: hhmm(range.close), isClosed: false });
    }
  }
  return entries;
}

/** `Monday`, `Mon-Fri`, `Pazartesi`: the days a key names. */
function daysOf(key: string): number[] {
  const single = dayIndex(key);
  if (single !== undefined) return [single];
  const span = /^\s*([^\s-]+)\s*-\s*([^\s-]+)\s*$/.exec(plain(key));
  if (!span) return [];
  const from = dayIndex(span[1] ?? '');
  const to = dayIndex(span[2] ?? '');
  if (from === undefined || to === undefined) return [];
  const days: number[] = [];
  for (let d = from; ; d = (d + 1) % 7) {
    days.push(d);
    if (d === to || days.length === 7) break;
  }
  return days;
}

function fromPairs(pairs: Iterable<readonly [string, unknown]>): HoursEntry[] {
  const entries: HoursEntry[] = [];
  for (const [key, value] of pairs) {
    for (const day of daysOf(key)) entries.push(...parseDay(day, value));
  }
  return entries;
}

function fromText(text: string): HoursEntry[] {
  const simple = plain(text);
  if (ALL_DAY.test(simple)) return [0, 1, 2, 3, 4, 5, 6].flatMap((day) => parseDay(day, simple));
  const pairs: Array<[string, string]> = [];
  // `Monday: 9AM-5PM | Tuesday: Closed`, `Mon-Fri 09:00-17:00; Sat 10:00-14:00`, one day per line.
  for (const chunk of text.split(
    /\s*(?:\||\n|;(?=\s*\p{L})|,(?=\s*\p{L}[\p{L}.]*(?:\s*[-–]\s*\p{L}[\p{L}.]*)?\s*:))\s*/u,
  )) {
    const match = /^\s*(\p{L}[\p{L}.]*(?:\s*[-–]\s*\p{L}[\p{L}.]*)?)\s*:?\s*(.*)$/u.exec(chunk);
    if (match) pairs.push([(match[1] ?? '').replace(/\./g, ''), match[2] ?? '']);
  }
  return fromPairs(pairs);
}

function fromJson(parsed: unknown): HoursEntry[] {
  if (Array.isArray(parsed)) {
    // Apify `[{day, hours}]`
    return fromPairs(
      parsed
        .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
        .map((item) => [String(item.day ?? item.weekday ?? ''), item.hours ?? item.time ?? item.value] as const),
    );
  }
  if (typeof parsed === 'object' && parsed !== null) return fromPairs(Object.entries(parsed));
  if (typeof parsed === 'string') return fromText(parsed);
  return [];
}

function tidy(entries: HoursEntry[]): HoursEntry[] | null {
  const seen = new Set<string>();
  const unique = entries.filter((e) => {
    const key = `${e.dayOfWeek}|${e.openTime}|${e.closeTime}|${e.isClosed}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  unique.sort((a, b) => a.dayOfWeek - b.dayOfWeek || (a.openTime ?? '').localeCompare(b.openTime ?? ''));
  return unique.length > 0 ? unique : null;
}

/** docs/behaviour.md §5 hours cell: JSON object or `[{day,hours}]`, or plain `Day: ranges` text. Null when nothing parses. */
export const parseHours = memoizeByText(parseHoursText);

function parseHoursText(text: string): HoursEntry[] | null {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return tidy(fromJson(JSON.parse(trimmed)));
    } catch {
      return tidy(fromText(trimmed.replace(/[{}[\]"]/g, ' ')));
    }
  }
  return tidy(fromText(trimmed));
}

/** Apify's flattened `openingHours/N/day` + `openingHours/N/hours` columns. */
export function parseHourPairs(pairs: ReadonlyArray<readonly [string | null, string | null]>): HoursEntry[] | null {
  return tidy(fromPairs(pairs.filter((p): p is [string, string | null] => p[0] !== null)));
}
