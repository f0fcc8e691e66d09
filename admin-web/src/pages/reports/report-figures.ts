import type { AdminReports } from '@directory/shared';

/** A country's name in the interface language ('tr' → "Almanya"), or its code when the browser has none. */
export function countryNamer(locale: string): (code: string) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale === 'en' ? 'en' : 'tr'], { type: 'region' });
  } catch {
    names = null;
  }
  return (code) => {
    try {
      return names?.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

export const COMPLETENESS_FIELDS = ['withPhone', 'withHours', 'withCoordinates', 'withWebsite', 'withImage'] as const;
export type CompletenessField = (typeof COMPLETENESS_FIELDS)[number];

/** Each kind of data with how many businesses carry it and their share in percent (0 when there are none). */
export function completenessShares(completeness: AdminReports['completeness']) {
  return COMPLETENESS_FIELDS.map((field) => ({
    field,
    count: completeness[field],
    share: completeness.total > 0 ? (completeness[field] / completeness.total) * 100 : 0,
  }));
}

/** Audit entries as one row per day (every day of `days`) with a column per action, for stacked bars. */
export function activityByDay(activity: AdminReports['adminActivity'], days: string[]) {
  const actions = [...new Set(activity.map((a) => a.action))];
  const rows = days.map((day) => {
    const row: Record<string, string | number> = { day };
    for (const action of actions) row[action] = 0;
    return row;
  });
  const byDay = new Map(rows.map((row) => [row.day as string, row]));
  for (const { day, action, count } of activity) {
    const row = byDay.get(day);
    if (row) row[action] = count;
  }
  return { actions, rows };
}

/** '2026-11-22' → '22.11', short enough for a tick under a narrow bar. */
export const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;
