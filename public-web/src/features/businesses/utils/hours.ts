import type { BusinessHours } from '@directory/shared';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Monday first, as opening hours are usually read. */
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

export interface DayHours {
  dayOfWeek: number;
  day: (typeof WEEKDAYS)[number];
  /** '09:00 – 17:00' per range; empty when closed or unknown. */
  ranges: string[];
  closed: boolean;
  known: boolean;
}

const clock = (time: string | null, fallback: string) =>
  time && /^\d{1,2}:\d{2}/.test(time) ? time.slice(0, 5) : fallback;

/** One row per weekday. Spec §4: "A missing open time defaults to 00:00 and a missing close time to 23:59". */
export function weeklyHours(hours: readonly BusinessHours[]): DayHours[] {
  return DISPLAY_ORDER.map((dayOfWeek) => {
    const entries = hours.filter((entry) => entry.dayOfWeek === dayOfWeek);
    const open = entries.filter((entry) => !entry.isClosed);
    return {
      dayOfWeek,
      day: WEEKDAYS[dayOfWeek],
      ranges: open.map((entry) => `${clock(entry.openTime, '00:00')} – ${clock(entry.closeTime, '23:59')}`).sort(),
      closed: entries.length > 0 && open.length === 0,
      known: entries.length > 0,
    };
  });
}
