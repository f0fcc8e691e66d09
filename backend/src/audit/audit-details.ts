import type { AuditChanges, BusinessAmenity, BusinessDetail, BusinessHours } from '@directory/shared';

/** Long texts (descriptions) are cut in the log: the entry names the change, it does not archive the text. */
const MAX_TEXT = 300;
/** How many names a bulk delete's entry lists; `deletedCount` still counts them all. */
export const NAMED_IN_AUDIT = 20;

function shortened(value: unknown): unknown {
  return typeof value === 'string' && value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
}

function hoursText(day: BusinessHours | undefined): string | null {
  if (!day) return null;
  if (day.isClosed) return 'closed';
  return `${day.openTime ?? ''}–${day.closeTime ?? ''}`;
}

/** The days whose hours differ, keyed by day of week (0 = Sunday): 'HH:MM–HH:MM', 'closed' or null (none). */
function hoursChange(before: BusinessHours[], after: BusinessHours[]): { from: unknown; to: unknown } | null {
  const from: Record<string, string | null> = {};
  const to: Record<string, string | null> = {};
  for (let day = 0; day < 7; day++) {
    const old = hoursText(before.find((h) => h.dayOfWeek === day));
    const now = hoursText(after.find((h) => h.dayOfWeek === day));
    if (old !== now) {
      from[day] = old;
      to[day] = now;
    }
  }
  return Object.keys(from).length > 0 ? { from, to } : null;
}

const amenityNames = (amenities: BusinessAmenity[]) =>
  amenities.filter((a) => a.hasAmenity).map((a) => shortened(a.amenityType) as string);

/**
 * docs/behaviour.md "Audit log": the value before and after of each edited field that really changed
 * (`{field:{from,to}}`); hours name only the days that changed.
 */
export function businessChanges(
  before: BusinessDetail | undefined,
  after: BusinessDetail,
  fields: readonly string[],
): AuditChanges {
  const changes: AuditChanges = {};
  if (!before) return changes;
  for (const field of fields) {
    if (field === 'hours') {
      const change = hoursChange(before.hours, after.hours);
      if (change) changes.hours = change;
    } else if (field === 'amenities') {
      const from = amenityNames(before.amenities);
      const to = amenityNames(after.amenities);
      if (JSON.stringify(from) !== JSON.stringify(to)) changes.amenities = { from, to };
    } else {
      const from = (before as unknown as Record<string, unknown>)[field] ?? null;
      const to = (after as unknown as Record<string, unknown>)[field] ?? null;
      if (from !== to) changes[field] = { from: shortened(from), to: shortened(to) };
    }
  }
  return changes;
}

/** The first NAMED_IN_AUDIT names of the businesses a bulk delete removed. */
export function namedSample(rows: ReadonlyArray<{ name: string }>): string[] {
  return rows.slice(0, NAMED_IN_AUDIT).map((row) => row.name);
}
