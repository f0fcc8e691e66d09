import { useLocaleState } from 'react-admin';

const namesByLocale = new Map<string, Intl.DisplayNames>();

function regionNames(locale: string): Intl.DisplayNames {
  let names = namesByLocale.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    namesByLocale.set(locale, names);
  }
  return names;
}

/** 'Almanya (DE)': the country's name in the interface language and its code; the code alone when unknown. */
export function countryLabel(code: string, locale = 'tr'): string {
  let name: string | undefined;
  try {
    name = regionNames(locale).of(code.toUpperCase());
  } catch {
    name = undefined;
  }
  return name && name !== code.toUpperCase() ? `${name} (${code.toUpperCase()})` : code.toUpperCase();
}

/** countryLabel in the interface language. */
export function useCountryLabel(): (code: string) => string {
  const [locale] = useLocaleState();
  return (code) => countryLabel(code, locale === 'en' ? 'en' : 'tr');
}
