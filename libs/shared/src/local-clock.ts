export interface LocalClock {
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: number;
  /** Minutes since midnight. */
  minutes: number;
}

const WEEKDAY_INDEX: Readonly<Record<string, number>> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

// Building a formatter costs far more than using one, and a page asks again every minute.
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      // A zone newer than the runtime's time zone data (RangeError): the caller falls back.
      formatter = null;
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The weekday and time of day at `now` in an IANA `timeZone` (docs/behaviour.md §0: a business's badge
 * follows its own clock). Without a zone, or with one this runtime does not know, the
 * visitor's own clock.
 */
export function localClock(now: Date, timeZone: string | null | undefined): LocalClock {
  const formatter = timeZone ? formatterFor(timeZone) : null;
  if (!formatter) return { dayOfWeek: now.getDay(), minutes: now.getHours() * 60 + now.getMinutes() };
  let dayOfWeek = now.getDay();
  let hour = 0;
  let minute = 0;
  for (const part of formatter.formatToParts(now)) {
    if (part.type === 'weekday') dayOfWeek = WEEKDAY_INDEX[part.value] ?? dayOfWeek;
    else if (part.type === 'hour') hour = Number(part.value) % 24;
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return { dayOfWeek, minutes: hour * 60 + minute };
}
