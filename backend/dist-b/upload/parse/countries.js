import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
const require = createRequire(import.meta.url);
const LOCALES = ['en', 'de', 'tr'];
for (const locale of LOCALES)
    countries.registerLocale(require(`i18n-iso-countries/langs/${locale}.json`));
const ALPHA2 = /^[A-Z]{2}$/;
const EXTRA_NAMES = ['usa', 'us', 'uk', 'uae', 'england', 'scotland', 'wales', 'turkiye'];
let countryNames = null;
/** An ISO 3166-1 alpha-2 code in upper case, or null when the text is not one. */
export function toCountryCode(text) {
    if (!text)
        return null;
    const code = text.trim().toUpperCase();
    return ALPHA2.test(code) && countries.isValid(code) ? code : null;
}
const nameKey = (text) => text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
/** Whether a piece of an address names a country (English, German or Turkish name, or a common short form). */
export function isCountryName(text) {
    if (!countryNames) {
        countryNames = new Set(EXTRA_NAMES);
        for (const locale of LOCALES) {
            for (const names of Object.values(countries.getNames(locale, { select: 'all' }))) {
                for (const name of names)
                    countryNames.add(nameKey(name));
            }
        }
    }
    return countryNames.has(nameKey(text));
}
//# sourceMappingURL=countries.js.map