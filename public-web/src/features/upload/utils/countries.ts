import { COUNTRY_CODES } from '@directory/shared';

export interface CountryOption {
  code: string;
  name: string;
}

let cached: CountryOption[] | null = null;

/**
 * The codes the submission endpoint accepts (shared `COUNTRY_CODES`) with the browser's English names,
 * by name. The browser's own region list would also offer retired codes the server refuses (UK, SU…).
 */
export function countryOptions(): CountryOption[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  cached = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, 'en'),
  );
  return cached;
}
