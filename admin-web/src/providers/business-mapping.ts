import type { BusinessAmenity, BusinessHours } from '@directory/shared';

/** 0 = Sunday … 6 = Saturday, as the API counts them (CONTRACT §2). */
export const DAYS_OF_WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

/** Monday first, as a Turkish week is read. */
export const DISPLAY_WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

const hhmm = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,2}):(\d{2})/.exec(value.trim());
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : null;
};

/**
 * One entry per weekday, index = dayOfWeek, so the form can edit a fixed week.
 * A day without an entry is closed (SPEC §4 "No entry for today, or isClosed: 'Closed'").
 */
export function fullWeek(hours: readonly Partial<BusinessHours>[] | null | undefined): BusinessHours[] {
  return DAYS_OF_WEEK.map((day) => {
    const entry = hours?.find((h) => Number(h.dayOfWeek) === day);
    if (!entry) return { dayOfWeek: day, openTime: null, closeTime: null, isClosed: true };
    return {
      dayOfWeek: day,
      openTime: hhmm(entry.openTime),
      closeTime: hhmm(entry.closeTime),
      isClosed: Boolean(entry.isClosed),
    };
  });
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

export interface BusinessUpdate {
  [field: string]: unknown;
  hours?: BusinessHours[];
  amenities?: Array<Pick<BusinessAmenity, 'amenityType' | 'hasAmenity'>>;
}

/**
 * The body of `PUT /api/admin/businesses/{id}`: only the editable fields, blanks as null, so read-only
 * fields of the record (id, createdAt, country name, derived slugs) are never sent back.
 */
export function toBusinessUpdate(values: Values): BusinessUpdate {
  const body: BusinessUpdate = {};
  for (const field of TEXT_FIELDS) if (field in values) body[field] = text(values[field]);
  if ('countryCode' in body) body.countryCode = String(body.countryCode).toUpperCase();
  for (const field of OPTIONAL_TEXT_FIELDS) if (field in values) body[field] = optionalText(values[field]);
  for (const field of OPTIONAL_NUMBER_FIELDS) if (field in values) body[field] = optionalNumber(values[field]);
  if ('reviewCount' in values) body.reviewCount = Math.max(0, Math.trunc(optionalNumber(values.reviewCount) ?? 0));
  if ('isApproved' in values) body.isApproved = Boolean(values.isApproved);
  if (Array.isArray(values.hours)) {
    body.hours = fullWeek(values.hours as Partial<BusinessHours>[]);
  }
  if (Array.isArray(values.amenities)) {
    body.amenities = (values.amenities as Partial<BusinessAmenity>[])
      .map((a) => ({ amenityType: text(a?.amenityType), hasAmenity: a?.hasAmenity !== false }))
      .filter((a) => a.amenityType !== '');
  }
  return body;
}
