import type { BusinessDetail } from '@directory/shared';
import { describe, expect, it } from 'vitest';
import * as server from '../testing/server-answers';
import { isBlankDay, toBusinessRecord, toBusinessUpdate } from './business-mapping';

const withoutHours: BusinessDetail = { ...server.business.body, hours: [], amenities: [] };

describe('edit form mapping', () => {
  it('shows a business without hours as a blank week, not seven closed days', () => {
    const { week } = toBusinessRecord(withoutHours);
    expect(week).toHaveLength(7);
    expect(week.some((day) => day.isClosed)).toBe(false);
    expect(week.every(isBlankDay)).toBe(true);
  });

  it('sends only the new name when a business without hours is renamed', () => {
    const record = toBusinessRecord(withoutHours);
    expect(toBusinessUpdate({ ...record, name: 'Yeni Ad' }, record)).toEqual({ name: 'Yeni Ad' });
  });

  it('sends nothing when nothing changed, even for a business with split days and amenities', () => {
    const record = toBusinessRecord(server.business.body);
    expect(toBusinessUpdate({ ...record }, record)).toEqual({});
  });

  it('adds only the day filled in to a business without hours', () => {
    const record = toBusinessRecord(withoutHours);
    const week = record.week.map((day) =>
      day.dayOfWeek === 1 ? { ...day, periods: [{ openTime: '09:00', closeTime: '17:00' }] } : day,
    );
    expect(toBusinessUpdate({ ...record, week }, record)).toEqual({
      hours: [{ dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', isClosed: false }],
    });
  });

  it('sends the amenities only when the list changed', () => {
    const record = toBusinessRecord(server.business.body);
    const amenities = record.amenities.slice(1);
    const body = toBusinessUpdate({ ...record, amenities }, record);
    expect(Object.keys(body)).toEqual(['amenities']);
    expect(body.amenities).toHaveLength(record.amenities.length - 1);
  });

  it('sends every editable field when there is no record to compare with', () => {
    const body = toBusinessUpdate({ ...toBusinessRecord(withoutHours), id: 1, createdAt: 'x' });
    expect(body).toMatchObject({ name: withoutHours.name, countryCode: withoutHours.countryCode, amenities: [] });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('hours');
  });
});
