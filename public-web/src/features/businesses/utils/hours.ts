import { hoursRangeLabel, type BusinessHours } from '@directory/shared';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Monday first, as opening hours are usually read. */
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

export interface DayHours {
  dayOfWeek: number;
  day: (typeof WEEKDAYS)[number];
  /** '09:00 – 17:00' or 'Open 24 hours' per range; empty when closed or unknown. */
  ranges: string[];
  closed: boolean;
  known: boolean;
}

/** One row per weekday. docs/screens.md §4: "A missing open time defaults to 00:00 and a missing close time to 23:59". */
export function weeklyHours(hours: readonly BusinessHours[]): DayHours[] {
  return DISPLAY_ORDER.map((dayOfWeek) => {
    const entries = hours.filter((entry) => entry.dayOfWeek === dayOfWeek);
    const open = entries.filter((entry) => !entry.isClosed);
    return {
      dayOfWeek,
      day: WEEKDAYS[dayOfWeek],
      ranges: open.map((entry) => hoursRangeLabel(entry.openTime, entry.closeTime)).sort(),
      closed: entries.length > 0 && open.length === 0,
      known: entries.length > 0,
    };
  });
}

/** 'America/Chicago' reads 'Local time (Chicago)', 'America/Argentina/Buenos_Aires' 'Local time (Buenos Aires)'. */
export function localTimeLabel(timeZone: string): string {
  const place = timeZone.split('/').pop()?.replaceAll('_', ' ') ?? '';
  return place && place !== timeZone ? `Local time (${place})` : 'Local time';
}
