import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../providers/i18n-provider';
import { ownerChangeText } from './owner-change-text';

const t = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const at = '2026-11-27T09:00:00.000Z';

describe('ownerChangeText', () => {
  it('reads an edit as the audit log stores it', () => {
    const details = { changes: { phone: { from: '1', to: '2' }, website: { from: null, to: 'https://a.example' } } };
    expect(ownerChangeText(t, { id: 1, action: 'x', createdAt: at, details })).toBe(
      'Telefon: 1 → 2; Web sitesi: (boş) → https://a.example',
    );
  });

  it('reads a change request as the admin list sends it, with a rejection reason', () => {
    const details = { changes: [{ field: 'city', before: 'Bursa', after: 'İzmir' }], reason: 'Kanıt yok' };
    expect(ownerChangeText(t, { id: 2, action: 'x', createdAt: at, details })).toBe(
      'Şehir: Bursa → İzmir; Neden: Kanıt yok',
    );
  });

  it('names the fields, keeps a sentence, and says nothing of an unknown shape', () => {
    expect(ownerChangeText(t, { id: 3, action: 'x', createdAt: at, details: { fields: ['hours'] } })).toBe(
      'Değişen alanlar: Çalışma saatleri',
    );
    expect(ownerChangeText(t, { id: 4, action: 'x', createdAt: at, details: 'Elle düzeltildi' })).toBe(
      'Elle düzeltildi',
    );
    expect(ownerChangeText(t, { id: 5, action: 'x', createdAt: at, details: null })).toBe('');
    expect(ownerChangeText(t, { id: 6, action: 'x', createdAt: at, details: { other: 1 } })).toBe('');
  });
});
