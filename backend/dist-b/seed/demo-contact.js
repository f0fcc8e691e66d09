import { slugify } from '@directory/shared';
import { BRITISH_STREET_TYPES, DUTCH_STREET_SUFFIXES, ENGLISH_STREET_TYPES, FRENCH_STREET_TYPES, GERMAN_STREET_SUFFIXES, ITALIAN_STREET_TYPES, JAPANESE_WARDS, NORDIC_STREET_SUFFIXES, PORTUGUESE_STREET_TYPES, POSTAL_CODES, SPANISH_STREET_TYPES, TURKISH_NEIGHBOURHOODS, TURKISH_STREET_TYPES, } from './catalog/addresses.data.js';
import { CALLING_CODES, PHONE_LAYOUTS } from './catalog/phones.data.js';
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const GENERIC_LAYOUTS = ['## ### ####', '### ### ###', '# #### ####', '## ## ## ##'];
function fill(layout, random) {
    let out = '';
    for (const ch of layout) {
        if (ch === '#')
            out += String(random.int(0, 9));
        else if (ch === 'N')
            out += String(random.int(2, 9));
        else if (ch === 'A')
            out += LETTERS[random.int(0, LETTERS.length - 1)];
        else
            out += ch;
    }
    return out;
}
/** International number in the country's usual national grouping, e.g. `+49 30 1234567`, `+1 212-555-0134`. */
export function demoPhone(countryCode, random) {
    const callingCode = CALLING_CODES[countryCode] ?? '1';
    const layout = random.pick(PHONE_LAYOUTS[countryCode] ?? GENERIC_LAYOUTS);
    return `+${callingCode} ${fill(layout, random)}`;
}
export function demoPostalCode(countryCode, random) {
    const layout = POSTAL_CODES[countryCode];
    return layout ? fill(layout, random) : null;
}
const join = (...parts) => parts.filter(Boolean).join(' ');
/** A street address written the way that country writes it, ending with the English country name. */
export function demoAddress(locale, city, countryName, street, random) {
    const postal = demoPostalCode(city.countryCode, random);
    const num = String(random.chance(0.7) ? random.int(1, 150) : random.int(151, 2999));
    const town = join(postal, city.name);
    switch (locale) {
        case 'de':
            return `${street.includes(' ') ? street : street + random.pick(GERMAN_STREET_SUFFIXES)} ${random.int(1, 120)}, ${town}, ${countryName}`;
        case 'nl':
            return `${street}${random.pick(DUTCH_STREET_SUFFIXES)} ${random.int(1, 250)}, ${town}, ${countryName}`;
        case 'nordic':
            return `${street}${random.pick(NORDIC_STREET_SUFFIXES)} ${random.int(1, 90)}, ${town}, ${countryName}`;
        case 'fr':
            return `${random.int(1, 180)} ${random.pick(FRENCH_STREET_TYPES)} ${street}, ${town}, ${countryName}`;
        case 'es':
            return `${random.pick(SPANISH_STREET_TYPES)} ${street}, ${random.int(1, 200)}, ${town}, ${countryName}`;
        case 'it':
            return `${random.pick(ITALIAN_STREET_TYPES)} ${street}, ${random.int(1, 200)}, ${town}, ${countryName}`;
        case 'pt':
            return city.countryCode === 'BR'
                ? `${random.pick(PORTUGUESE_STREET_TYPES)} ${street}, ${num} - ${city.name}, ${postal ?? ''}, ${countryName}`
                : `${random.pick(PORTUGUESE_STREET_TYPES)} ${street}, ${random.int(1, 300)}, ${town}, ${countryName}`;
        case 'tr':
            return `${random.pick(TURKISH_NEIGHBOURHOODS)} Mah. ${street} ${random.pick(TURKISH_STREET_TYPES)} No:${random.int(1, 180)}, ${town}, ${countryName}`;
        case 'pl':
            return `ul. ${street} ${random.int(1, 150)}, ${town}, ${countryName}`;
        case 'ru':
            return `ul. ${street}, ${random.int(1, 120)}, ${city.name}, ${countryName}, ${postal ?? ''}`.replace(/, $/, '');
        case 'ja':
            return `${random.int(1, 9)} Chome-${random.int(1, 30)}-${random.int(1, 20)} ${street}, ${random.pick(JAPANESE_WARDS)}, ${town}, ${countryName}`;
        case 'zh':
            return `${num} ${street} Rd, ${city.name}, ${join(countryName, postal)}`;
        case 'ko':
            return `${random.int(1, 400)} ${street}, ${city.name}, ${countryName}`;
        case 'ar':
            return `${num} ${street} St, ${join(city.name, postal)}, ${countryName}`;
        case 'in':
            return `${num}, ${street} Road, ${city.name}${postal ? ` - ${postal}` : ''}, ${countryName}`;
        default:
            if (city.countryCode === 'US' && /^[A-Z]{2}$/.test(city.adminCode)) {
                return `${num} ${street} ${random.pick(ENGLISH_STREET_TYPES)}, ${city.name}, ${join(city.adminCode, postal)}, ${countryName}`;
            }
            return `${num} ${street} ${random.pick(BRITISH_STREET_TYPES)}, ${town}, ${countryName}`;
    }
}
const TLDS = {
    US: 'com',
    GB: 'co.uk',
    TR: 'com.tr',
    JP: 'co.jp',
    AU: 'com.au',
    BR: 'com.br',
    NZ: 'co.nz',
    ZA: 'co.za',
    IN: 'in',
    CN: 'cn',
    KR: 'co.kr',
    MX: 'com.mx',
    AR: 'com.ar',
};
/** A plausible website for the business name: `https://www.kaya-motors.com.tr`. */
export function demoWebsite(name, countryCode, random) {
    const label = slugify(name).slice(0, 40).replace(/-+$/, '') || 'business';
    const tld = TLDS[countryCode] ?? (random.chance(0.6) ? countryCode.toLowerCase() : 'com');
    return `https://${random.chance(0.7) ? 'www.' : ''}${random.chance(0.6) ? label.replace(/-/g, '') : label}.${tld}`;
}
//# sourceMappingURL=demo-contact.js.map