import { useLocaleState } from 'react-admin';

const tag = (locale: string) => (locale === 'en' ? 'en-US' : 'tr-TR');

/** Numbers and dates in the interface language (1.234 in Turkish, 1,234 in English). */
export function useFormat() {
  const [locale] = useLocaleState();
  return {
    number: (value: number | null | undefined) => (value == null ? '–' : value.toLocaleString(tag(locale))),
    /** One decimal: 4,5 in Turkish, 4.5 in English. */
    decimal: (value: number) =>
      value.toLocaleString(tag(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    /** '%12,3' in Turkish, '12.3%' in English. */
    percent: (value: number) => {
      const text = value.toLocaleString(tag(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      return locale === 'en' ? `${text}%` : `%${text}`;
    },
    /** The day of an ISO 8601 timestamp: 27.11.2026 in Turkish. */
    day: (value: string) => new Date(value).toLocaleDateString(tag(locale)),
    /** An ISO 8601 timestamp as the API sends it. */
    date: (value: string) => new Date(value).toLocaleString(tag(locale)),
    bytes: (value: number | null | undefined) => {
      if (value == null) return '–';
      const units = ['B', 'KB', 'MB', 'GB'];
      let size = value;
      let unit = 0;
      while (size >= 1024 && unit < units.length - 1) {
        size /= 1024;
        unit += 1;
      }
      return `${size.toLocaleString(tag(locale), { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
    },
  };
}
