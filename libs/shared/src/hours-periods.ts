/**
 * docs/behaviour.md §2 "Opening hours": the rule a business's hours are saved by, applied alike by the back
 * office's edit form and by the server. A day holds any number of periods (each one `business_hours` row) or
 * one closed entry. A period of a day that is not closed needs both times; its closing time differs from its
 * opening time, and one earlier runs past midnight (22:00–02:00); the periods of one day do not overlap.
 */
export interface HoursPeriod {
  dayOfWeek: number;
  openTime?: string | null;
  closeTime?: string | null;
  isClosed?: boolean | null;
}

export type HoursProblem = 'missing-open' | 'missing-close' | 'same-times' | 'overlap';

/** What is wrong with `hours[index]`, and at which of its times; an overlap also names the period it meets. */
export interface HoursIssue {
  index: number;
  field: 'openTime' | 'closeTime';
  problem: HoursProblem;
  overlaps?: number;
}

export const HOURS_PROBLEM_TEXT: Record<HoursProblem, string> = {
  'missing-open': 'A period needs an opening time as well as a closing time',
  'missing-close': 'A period needs a closing time as well as an opening time',
  'same-times': 'The closing time must differ from the opening time (00:00–23:59 for the whole day)',
  overlap: 'The periods of one day must not overlap',
};

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_END = 24 * 60;

const given = (time: string | null | undefined) => time !== null && time !== undefined && time !== '';

function minuteOf(time: string | null | undefined): number | null {
  const match = HH_MM.exec(time ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

interface Span {
  index: number;
  day: number;
  open: number;
  end: number;
}

/**
 * Every problem of `hours` (an empty list when they may be saved). A malformed time is left to the format
 * check of whoever calls this; a period running past midnight counts on its own day up to 24:00.
 */
export function hoursIssues(hours: readonly HoursPeriod[]): HoursIssue[] {
  const issues: HoursIssue[] = [];
  const spans: Span[] = [];
  hours.forEach((period, index) => {
    if (!period || period.isClosed) return;
    if (!given(period.openTime)) issues.push({ index, field: 'openTime', problem: 'missing-open' });
    if (!given(period.closeTime)) issues.push({ index, field: 'closeTime', problem: 'missing-close' });
    const open = minuteOf(period.openTime);
    const close = minuteOf(period.closeTime);
    if (open === null || close === null) return;
    if (open === close) issues.push({ index, field: 'closeTime', problem: 'same-times' });
    else spans.push({ index, day: period.dayOfWeek, open, end: close > open ? close : DAY_END });
  });
  spans.sort((a, b) => a.day - b.day || a.open - b.open || a.index - b.index);
  spans.forEach((span, i) => {
    const earlier = spans.slice(0, i).find((other) => other.day === span.day && span.open < other.end);
    if (earlier) issues.push({ index: span.index, field: 'openTime', problem: 'overlap', overlaps: earlier.index });
  });
  return issues;
}
