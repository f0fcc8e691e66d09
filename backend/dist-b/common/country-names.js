import { COUNTRY_CODES, slugify } from '@directory/shared';
import countries from 'i18n-iso-countries';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
const byCode = new Map();
const codeBySlug = new Map();
for (const code of COUNTRY_CODES) {
    const name = countries.getName(code, 'en') ?? code;
    byCode.set(code, { code, name, slug: slugify(name) });
}
for (const { code, slug } of byCode.values())
    codeBySlug.set(slug, code);
// Common names ("united-states", "turkey", "russia") lead to the same country; official names win a clash.
for (const code of byCode.keys()) {
    for (const alias of countries.getName(code, 'en', { select: 'all' }) ?? []) {
        const slug = slugify(alias);
        if (slug && !codeBySlug.has(slug))
            codeBySlug.set(slug, code);
    }
}
/** Name and slug of an alpha-2 code; a code outside ISO 3166 keeps the code as its name. */
export function countryName(code) {
    const upper = code.toUpperCase();
    return byCode.get(upper) ?? { code: upper, name: upper, slug: upper.toLowerCase() };
}
/** CONTRACT §2: a country route takes the country's slug (or a common name) or its alpha-2 code in any case. */
export function resolveCountryCode(param) {
    const trimmed = param.trim();
    if (/^[a-z]{2}$/i.test(trimmed) && byCode.has(trimmed.toUpperCase()))
        return trimmed.toUpperCase();
    return codeBySlug.get(slugify(trimmed)) ?? null;
}
//# sourceMappingURL=country-names.js.map