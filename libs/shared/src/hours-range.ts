const clock = (time: string | null | undefined, fallback: string) =>
  time && /^\d{1,2}:\d{2}/.test(time) ? time.slice(0, 5).padStart(5, '0') : fallback;

const START = '00:00';
const ALL_DAY_ENDS = new Set(['23:59', '24:00', '00:00']);

/**
 * One opening range as a visitor reads it: '09:00 – 17:00', or 'Open 24 hours' for a range that covers the
 * whole day (00:00 to 23:59, 24:00 or 00:00). A missing open time is 00:00 and a missing close time 23:59.
 */
export function hoursRangeLabel(openTime: string | null | undefined, closeTime: string | null | undefined): string {
  const open = clock(openTime, START);
  const close = clock(closeTime, '23:59');
  return open === START && ALL_DAY_ENDS.has(close) ? 'Open 24 hours' : `${open} – ${close}`;
}
