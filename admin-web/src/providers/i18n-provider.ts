import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../i18n/en';
import { tr } from '../i18n/tr';

export const i18nProvider = polyglotI18nProvider((locale) => (locale === 'en' ? en : tr), 'tr', [
  { locale: 'tr', name: 'Türkçe' },
  { locale: 'en', name: 'English' },
]);
