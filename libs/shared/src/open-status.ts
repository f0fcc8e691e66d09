import { localClock } from './local-clock.js';

export interface OpeningHoursEntry {
  dayOfWeek: number;
  openTime?: string | null;
  closeTime?: string | null;
  isClosed?: boolean | null;
}

export type OpenStatus =
  | { kind: 'open'; label: 'Open now' }
  | { kind: 'closed'; label: 'Closed' }
  | { kind: 'opens-at'; label: `Opens at ${string}`; opensAt: string };

const START_OF_DAY = 0;
const END_OF_DAY = 23 * 60 + 59;
const TIME = /^\s*(\d{1,2}):(\d{2})/;

interface Range {
  open: number;
  close: number;
}

function minutes(time: string | null | undefined, fallback: number): number {
  const match = time ? TIME.exec(time) : null;
  if (!match) return fallback;
  const value = Number(match[1]) * 60 + Number(match[2]);
  return value <= END_OF_DAY ? value : fallback;
}

function toRange(entry: OpeningHoursEntry): Range {
  return { open: minutes(entry.openTime, START_OF_DAY), close: minutes(entry.closeTime, END_OF_DAY) };
}

function formatTime(value: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(value / 60))}:${pad(value % 60)}`;
}

/**
 * docs/screens.md §4 open/closed badge, read on the business's own clock when its IANA `timeZone` is known
 * (docs/behaviour.md §0), else on the visitor's. A day may hold several ranges.
 * A range closing before it opens (22:00–02:00) runs past midnight: it covers the rest of
 * its own day and the early hours of the next.
 */
export function openStatus(hours: readonly OpeningHoursEntry[], now: Date, timeZone: string | null = null): OpenStatus {
  const { dayOfWeek: today, minutes: current } = localClock(now, timeZone);
  const yesterday = (today + 6) % 7;
  const active = hours.filter((entry) => !entry.isClosed);

  const todayRanges = active
    .filter((entry) => entry.dayOfWeek === today)
    .map(toRange)
    .map((range) => (range.close < range.open ? { open: range.open, close: END_OF_DAY } : range));
  const spillover = active
    .filter((entry) => entry.dayOfWeek === yesterday)
    .map(toRange)
    .filter((range) => range.close < range.open)
    .map((range) => ({ open: START_OF_DAY, close: range.close }));

  const ranges = [...spillover, ...todayRanges];
  if (ranges.some((range) => range.open <= current && current <= range.close)) {
    return { kind: 'open', label: 'Open now' };
  }
  const nextOpen = todayRanges
    .map((range) => range.open)
    .filter((open) => open > current)
    .sort((a, b) => a - b)[0];
  if (nextOpen === undefined) return { kind: 'closed', label: 'Closed' };
  const opensAt = formatTime(nextOpen);
  return { kind: 'opens-at', label: `Opens at ${opensAt}`, opensAt };
}
