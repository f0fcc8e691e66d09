import type { BusinessHours } from '@directory/shared';
import { Button, IconButton } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { AddIcon } from '../../../ui/icons/add';
import { CloseIcon } from '../../../ui/icons/close';
import { Stack } from '../../../ui/layout';
import { CheckboxField } from '../../../ui/text-field';
import { Typography } from '../../../ui/typography';
import styles from './hours-editor.module.css';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Monday first, as a week reads. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

export interface DayHours {
  closed: boolean;
  periods: Array<{ open: string; close: string }>;
}

/** The stored rows as one entry a day (a split shift is two periods of one day). */
export function toWeek(hours: BusinessHours[]): DayHours[] {
  return DAYS.map((_, day) => {
    const rows = hours.filter((h) => h.dayOfWeek === day);
    return {
      closed: rows.some((h) => h.isClosed),
      periods: rows.filter((h) => !h.isClosed).map((h) => ({ open: h.openTime ?? '', close: h.closeTime ?? '' })),
    };
  });
}

/** Back to rows; a period left half empty is dropped, a day with nothing set stays unknown. */
export function fromWeek(week: DayHours[]): BusinessHours[] {
  return week.flatMap((day, dayOfWeek): BusinessHours[] =>
    day.closed
      ? [{ dayOfWeek, openTime: null, closeTime: null, isClosed: true }]
      : day.periods
          .filter((p) => p.open && p.close)
          .map((p) => ({ dayOfWeek, openTime: p.open, closeTime: p.close, isClosed: false })),
  );
}

/** One row a day: 'Closed', or up to two periods (a split shift), each a pair of times. */
export function HoursEditor({ week, onChange }: { week: DayHours[]; onChange: (week: DayHours[]) => void }) {
  const setDay = (day: number, change: Partial<DayHours>) =>
    onChange(week.map((entry, i) => (i === day ? { ...entry, ...change } : entry)));
  return (
    <Stack spacing={1.5} role="group" aria-label="Opening hours">
      {WEEK.map((day) => {
        const entry = week[day]!;
        return (
          <div key={day} className={styles.day}>
            <Typography className={styles.dayName}>{DAYS[day]}</Typography>
            <CheckboxField
              checked={entry.closed}
              onChange={(event) => setDay(day, { closed: event.target.checked })}
              aria-label={`${DAYS[day]} closed`}
              label="Closed"
            />
            {!entry.closed &&
              entry.periods.map((period, i) => (
                <Stack key={i} direction="row" spacing={0.5} alignItems="center">
                  <input
                    type="time"
                    className={cx('ui-input', 'ui-input-small', styles.time)}
                    value={period.open}
                    onChange={(event) =>
                      setDay(day, {
                        periods: entry.periods.map((p, j) => (j === i ? { ...p, open: event.target.value } : p)),
                      })
                    }
                    aria-label={`${DAYS[day]} opens (period ${i + 1})`}
                  />
                  <span>–</span>
                  <input
                    type="time"
                    className={cx('ui-input', 'ui-input-small', styles.time)}
                    value={period.close}
                    onChange={(event) =>
                      setDay(day, {
                        periods: entry.periods.map((p, j) => (j === i ? { ...p, close: event.target.value } : p)),
                      })
                    }
                    aria-label={`${DAYS[day]} closes (period ${i + 1})`}
                  />
                  <IconButton
                    size="small"
                    aria-label={`Remove ${DAYS[day]} period ${i + 1}`}
                    onClick={() => setDay(day, { periods: entry.periods.filter((_, j) => j !== i) })}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Stack>
              ))}
            {!entry.closed && entry.periods.length < 2 && (
              <Button
                size="small"
                startIcon={<AddIcon />}
                onClick={() => setDay(day, { periods: [...entry.periods, { open: '', close: '' }] })}
                aria-label={`Add hours on ${DAYS[day]}`}
              >
                {entry.periods.length === 0 ? 'Add hours' : 'Second period'}
              </Button>
            )}
          </div>
        );
      })}
    </Stack>
  );
}
