export interface CountryOption {
  code: string;
  name: string;
}

// Codes the region names know that are not countries.
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);

let cached: CountryOption[] | null = null;

/** ISO 3166-1 alpha-2 codes with English names, from the browser's own region names. */
export function countryOptions(): CountryOption[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const options: CountryOption[] = [];
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      const name = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
      if (name && name !== code) options.push({ code, name });
    }
  }
  cached = options.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cached;
}
