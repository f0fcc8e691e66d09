import type { BusinessAmenity, BusinessDetail, BusinessHours } from '@directory/shared';

/** 0 = Sunday … 6 = Saturday, as the API counts them (docs/behaviour.md §2). */
export const DAYS_OF_WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

/** Monday first, as a Turkish week is read. */
export const DISPLAY_WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** 'HH:MM' as the server and the time inputs give it; a cleared input ('') is no time. */
const time = (value: string | null | undefined): string | null => value || null;

/** One period of a day as the form edits it. */
export interface HoursPeriodValue {
  openTime: string | null;
  closeTime: string | null;
}

/** One weekday as the form edits it: closed, or its periods (08:00–12:00 and 14:00–17:30 are two). */
export interface WeekDay {
  dayOfWeek: number;
  isClosed: boolean;
  periods: HoursPeriodValue[];
}

const blankPeriod = (): HoursPeriodValue => ({ openTime: null, closeTime: null });

/** A period with neither time is an input row left empty: it is no period. */
export const isBlankPeriod = (period: Partial<HoursPeriodValue> | undefined) =>
  !time(period?.openTime) && !time(period?.closeTime);

/**
 * One entry per weekday, index = dayOfWeek, so the form can edit a fixed week; every period of a day is kept
 * (docs/behaviour.md §2 "Opening hours"). A day without an entry is closed (docs/screens.md §4 "No entry for
 * today, or isClosed: 'Closed'"); a closed or empty day keeps one blank period to fill in when it is opened.
 */
export function fullWeek(hours: readonly Partial<BusinessHours>[]): WeekDay[] {
  return DAYS_OF_WEEK.map((day) => {
    const open = hours.filter((h) => h.dayOfWeek === day && !h.isClosed);
    if (open.length === 0) return { dayOfWeek: day, isClosed: true, periods: [blankPeriod()] };
    const periods = open.map((h) => ({ openTime: time(h.openTime), closeTime: time(h.closeTime) }));
    return { dayOfWeek: day, isClosed: false, periods };
  });
}

/**
 * The edit form's record: the business as the server sends it, plus its hours as a fixed week to edit. A business
 * without any hours gets a blank week (no day closed, no times), so the form says "no opening hours" instead of
 * claiming seven closed days.
 */
export interface BusinessRecord extends BusinessDetail {
  week: WeekDay[];
}

export const toBusinessRecord = (business: BusinessDetail): BusinessRecord => ({
  ...business,
  week: business.hours.length === 0 ? blankWeek() : fullWeek(business.hours),
});

/** The week the form starts from when the admin adds hours to a business that has none: every day blank. */
export function blankWeek(): WeekDay[] {
  return DAYS_OF_WEEK.map((day) => ({ dayOfWeek: day, isClosed: false, periods: [blankPeriod()] }));
}

/** A day that is neither closed nor given a time says nothing: it is sent as no entry. */
export const isBlankDay = (day: Partial<WeekDay>) => !day.isClosed && (day.periods ?? []).every(isBlankPeriod);

/**
 * The `hours` entries of one edited day: one closed entry, or one per period filled in (a half-filled one too, so
 * that the server refuses it rather than the form dropping it; the form's validators stop it first).
 */
export function dayEntries(day: Partial<WeekDay>, dayOfWeek: number): BusinessHours[] {
  if (day.isClosed) return [{ dayOfWeek, openTime: null, closeTime: null, isClosed: true }];
  return (day.periods ?? [])
    .filter((period) => !isBlankPeriod(period))
    .map((period) => ({
      dayOfWeek,
      openTime: time(period.openTime),
      closeTime: time(period.closeTime),
      isClosed: false,
    }));
}

const sameEntries = (a: BusinessHours[], b: BusinessHours[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The `hours` to send for an edited week, or undefined when no day changed. PUT replaces every stored entry,
 * so a day the admin did not touch keeps all of its entries as stored and an edited day gets all of the form's
 * periods (none when left blank). A business without hours keeps none until a day is filled in.
 */
export function hoursUpdate(
  stored: readonly BusinessHours[],
  week: readonly Partial<WeekDay>[],
): BusinessHours[] | undefined {
  const before = stored.length === 0 ? blankWeek() : fullWeek(stored);
  const after = DAYS_OF_WEEK.map((day) => dayEntries(week[day] ?? {}, day));
  const edited = DAYS_OF_WEEK.filter((day) => !sameEntries(dayEntries(before[day], day), after[day]));
  if (edited.length === 0) return undefined;
  return DAYS_OF_WEEK.flatMap((day) =>
    edited.includes(day) ? after[day] : stored.filter((entry) => entry.dayOfWeek === day),
  );
}

const TEXT_FIELDS = ['name', 'slug', 'category', 'address', 'countryCode', 'placeId'] as const;
const OPTIONAL_TEXT_FIELDS = ['city', 'phone', 'website', 'imageUrl', 'description'] as const;
const OPTIONAL_NUMBER_FIELDS = ['rating', 'latitude', 'longitude'] as const;

type Values = Record<string, unknown>;

const text = (value: unknown): string => (value == null ? '' : String(value).trim());
const optionalText = (value: unknown): string | null => text(value) || null;
const optionalNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? n : null;
};

type EditableField =
  | (typeof TEXT_FIELDS)[number]
  | (typeof OPTIONAL_TEXT_FIELDS)[number]
  | (typeof OPTIONAL_NUMBER_FIELDS)[number]
  | 'reviewCount'
  | 'isApproved';

/** The body of `PUT /api/admin/businesses/{id}`: a partial business (docs/behaviour.md §4). */
export type BusinessUpdate = Partial<Pick<BusinessDetail, EditableField>> & {
  hours?: BusinessHours[];
  amenities?: Array<Pick<BusinessAmenity, 'amenityType' | 'hasAmenity'>>;
};

/** Every editable field of the form as the API takes it: trimmed, blanks as null, the country code upper-cased. */
function editableFields(values: Values): BusinessUpdate {
  const body: BusinessUpdate = {};
  for (const field of TEXT_FIELDS) if (field in values) body[field] = text(values[field]);
  if ('countryCode' in body) body.countryCode = String(body.countryCode).toUpperCase();
  for (const field of OPTIONAL_TEXT_FIELDS) if (field in values) body[field] = optionalText(values[field]);
  for (const field of OPTIONAL_NUMBER_FIELDS) if (field in values) body[field] = optionalNumber(values[field]);
  if ('reviewCount' in values) body.reviewCount = Math.max(0, Math.trunc(optionalNumber(values.reviewCount) ?? 0));
  if ('isApproved' in values) body.isApproved = Boolean(values.isApproved);
  if (Array.isArray(values.amenities)) {
    body.amenities = (values.amenities as Partial<BusinessAmenity>[])
      .map((a) => ({ amenityType: text(a?.amenityType), hasAmenity: a?.hasAmenity !== false }))
      .filter((a) => a.amenityType !== '');
  }
  return body;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The body of `PUT /api/admin/businesses/{id}` from the edit form's values (a BusinessRecord as edited). PUT is
 * partial (docs/behaviour.md §4), so only what differs from `previous`, the record the form started from, is sent: saving a
 * new name sends the name alone and cannot touch the hours or amenities. Read-only fields (id, createdAt, country
 * name, derived slugs) are never sent; `hours` only when a day of `week` changed.
 */
export function toBusinessUpdate(values: Values, previous?: object): BusinessUpdate {
  const edited = editableFields(values);
  const before = previous ? editableFields(previous as Values) : {};
  const body: BusinessUpdate = {};
  for (const [field, value] of Object.entries(edited) as Array<[keyof BusinessUpdate, unknown]>) {
    if (!previous || !same(value, before[field])) (body as Values)[field] = value;
  }
  if (Array.isArray(values.week)) {
    const stored = Array.isArray(values.hours) ? (values.hours as BusinessHours[]) : [];
    const hours = hoursUpdate(stored, values.week as Partial<WeekDay>[]);
    if (hours) body.hours = hours;
  }
  return body;
}
