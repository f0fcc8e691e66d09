import { hoursIssues, type HoursProblem } from '@directory/shared';
import { type WeekDay, isBlankPeriod } from '../../providers/business-mapping';

type TimeField = 'openTime' | 'closeTime';

const MESSAGES: Record<HoursProblem, string> = {
  'missing-open': 'app.businesses.validation.hours_missing_open',
  'missing-close': 'app.businesses.validation.hours_missing_close',
  'same-times': 'app.businesses.validation.hours_same_times',
  overlap: 'app.businesses.validation.hours_overlap',
};

const PERIOD_SOURCE = /^week\.(\d)\.periods\.(\d+)\.(openTime|closeTime)$/;

/** The react-admin validator of a period's time input, placed by its source (`week.2.periods.1.closeTime`). */
export const validatePeriodTime = (
  value: unknown,
  values: { week?: Partial<WeekDay>[] },
  props?: { finalSource?: string; source?: string },
): string | undefined => {
  const place = PERIOD_SOURCE.exec(props?.finalSource ?? props?.source ?? '');
  if (!place) return undefined;
  return periodRule(Number(place[1]), Number(place[2]), place[3] as TimeField)(value, values);
};

/**
 * The validator of one period's time in the edit form: the shared hours rule (docs/behaviour.md §2 "Opening
 * hours", the one the server applies) on the period's day, its empty rows left out and nothing asked of a
 * closed day. Answers the i18n key of the problem at this time, if any.
 */
export const periodRule =
  (day: number, index: number, field: TimeField) =>
  (_value: unknown, values: { week?: Partial<WeekDay>[] }): string | undefined => {
    const weekDay = values.week?.[day];
    if (!weekDay || weekDay.isClosed) return undefined;
    const filled = (weekDay.periods ?? []).flatMap((period, at) => (isBlankPeriod(period) ? [] : [{ period, at }]));
    const issue = hoursIssues(filled.map(({ period }) => ({ dayOfWeek: day, ...period }))).find(
      (found) => filled[found.index].at === index && found.field === field,
    );
    return issue && MESSAGES[issue.problem];
  };
