import { countriesByName } from '@directory/shared';

export interface CountryOption {
  code: string;
  name: string;
}

let cached: CountryOption[] | null = null;

/**
 * Exactly the codes the submission endpoint accepts (shared `COUNTRY_CODES`, ISO 3166-1 alpha-2),
 * labelled with the directory's own country names (shared `COUNTRY_NAMES`) and ordered by name. A
 * fixed table, not the browser's region names: those also offer retired codes the server refuses
 * (UK, SU, DD) and differ between runtimes, which would break hydration of the server-rendered form.
 */
export function countryOptions(): CountryOption[] {
  cached ??= countriesByName();
  return cached;
}
