import type { AuditEntry } from '@directory/shared';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { tr } from '../../i18n/tr';
import { summaryOf } from './audit-summary';

const t = polyglotI18nProvider(() => tr, 'tr').translate;

const entry = (action: string, details: Record<string, unknown>): AuditEntry => ({
  id: 1,
  adminUserId: 1,
  username: 'admin',
  action,
  details,
  ip: null,
  createdAt: '2026-01-01T10:00:00.000Z',
});

describe('audit summary line', () => {
  it('reads a business edit as before → after per changed field', () => {
    const line = summaryOf(
      t,
      entry('business.updated', {
        name: 'Kahve Durağı',
        changes: {
          hours: { from: { 1: '09:00–17:00' }, to: { 1: '09:00–18:00' } },
          phone: { from: null, to: '+90 212' },
        },
      }),
    );
    expect(line).toBe(
      'Kahve Durağı — Çalışma saatleri: Pazartesi 09:00–17:00 → Pazartesi 09:00–18:00; Telefon: (boş) → +90 212',
    );
  });

  it('names the first deleted businesses and counts the rest', () => {
    const line = summaryOf(t, entry('businesses.deleted', { names: ['A', 'B', 'C', 'D'], deletedCount: 6 }));
    expect(line).toBe('Silinenler: A, B, C ve 3 diğer');
    expect(summaryOf(t, entry('businesses.deleted', { names: ['A', 'B'], deletedCount: 2 }))).toBe('Silinenler: A, B');
  });

  it('reads older edit entries, which name only the fields', () => {
    expect(summaryOf(t, entry('business.updated', { name: 'X', fields: ['phone', 'hours'] }))).toBe(
      'X — Değişen alanlar: Telefon, Çalışma saatleri',
    );
  });
});
