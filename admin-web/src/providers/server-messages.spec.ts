import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18n-provider';
import { localizeErrorBody, localizeServerMessage } from './server-messages';

const translate = i18nProvider.translate;

describe('server messages in the admin', () => {
  it('turns a validation message into Turkish with the field label', () => {
    expect(localizeServerMessage('countryCode must be an ISO 3166-1 alpha-2 code', translate)).toBe(
      'Ülke Kodu: iki harfli ISO 3166-1 ülke kodu olmalı (örn. TR)',
    );
    expect(localizeServerMessage('rating must not be greater than 5', translate)).toBe(
      'Değerlendirme en fazla 5 olabilir',
    );
  });

  it('localizes the message list and the per-field errors of a 400', () => {
    const body = localizeErrorBody(
      {
        statusCode: 400,
        message: ['name must not be empty', 'hours.0.openTime must be HH:MM'],
        errors: { name: 'name must not be empty' },
      },
      translate,
    ) as { message: string[]; errors: Record<string, string> };
    expect(body.message).toEqual(['Firma Adı boş olamaz', 'Açılış SS:DD biçiminde olmalı']);
    expect(body.errors.name).toBe('Firma Adı boş olamaz');
  });

  it('keeps a text it does not know as the server sent it', () => {
    expect(localizeServerMessage('Something new happened', translate)).toBe('Something new happened');
  });
});
