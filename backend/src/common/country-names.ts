import { COUNTRY_CODES, countryNameOf, placeNameKey, slugify } from '@directory/shared';
import countries from 'i18n-iso-countries';
import { createRequire } from 'node:module';

// Only for the other names a country goes by (English and the main local ones: Deutschland, España,
// Türkiye, Россия), for `where`; the names shown are the shared table's.
const require = createRequire(import.meta.url);
const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'tr', 'pl', 'sv', 'ru', 'zh', 'ja', 'ar'];
for (const locale of LOCALES) countries.registerLocale(require(`i18n-iso-countries/langs/${locale}.json`));

export interface CountryName {
  code: string;
  /** English short name (docs/behaviour.md §2). */
  name: string;
  slug: string;
}

const byCode = new Map<string, CountryName>();
const codeBySlug = new Map<string, string>();

for (const code of COUNTRY_CODES) {
  const name = countryNameOf(code);
  byCode.set(code, { code, name, slug: slugify(name) });
}
for (const { code, slug } of byCode.values()) codeBySlug.set(slug, code);
// Common names ("united-states", "turkey", "russia") lead to the same country; official names win a clash.
for (const code of byCode.keys()) {
  for (const locale of LOCALES) {
    for (const alias of countries.getName(code, locale, { select: 'all' }) ?? []) {
      const slug = placeNameKey(alias);
      if (slug && !codeBySlug.has(slug)) codeBySlug.set(slug, code);
    }
  }
}

/** Name and slug of an alpha-2 code; a code outside ISO 3166 keeps the code as its name. */
export function countryName(code: string): CountryName {
  const upper = code.toUpperCase();
  return byCode.get(upper) ?? { code: upper, name: upper, slug: upper.toLowerCase() };
}

/** docs/behaviour.md §2: a country route takes the country's slug (or a common name) or its alpha-2 code in any case. */
export function resolveCountryCode(param: string): string | null {
  const trimmed = param.trim();
  if (/^[a-z]{2}$/i.test(trimmed) && byCode.has(trimmed.toUpperCase())) return trimmed.toUpperCase();
  return codeBySlug.get(placeNameKey(trimmed)) ?? null;
}

/**
 * The codes whose name or code contains `text`, in any case and accents: `ger`, `Türk` and `de`
 * all find DE or TR. Names are compared as slugs, so `united states` finds `united-states-…`.
 */
export function countryCodesContaining(text: string): string[] {
  const code = text.trim().toUpperCase();
  const slug = slugify(text);
  const codes: string[] = [];
  for (const country of byCode.values())
    if ((code && country.code.includes(code)) || (slug && country.slug.includes(slug))) codes.push(country.code);
  return codes;
}
