import { isCountryName } from './countries.js';

// Postcodes that contain letters: Dutch `1012 AB`, British `SW1A 2AA`, Canadian `M5V 3L9`.
const LETTER_POSTCODES = [
  /\b\d{4}\s?[A-Z]{2}\b/g,
  /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/g,
  /\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/g,
];
const REGION_CODE = /^[A-Z]{2,3}$/;
const MAX_CITY_LENGTH = 80;

/** The place name left in one comma-separated part once postcodes and region codes are gone. */
function placeName(part: string): string | null {
  let text = part;
  for (const pattern of LETTER_POSTCODES) text = text.replace(pattern, ' ');
  // `Kadıköy/İstanbul`: district/province, the province is the city.
  const slash = text
    .split('/')
    .map((piece) => piece.trim())
    .filter(Boolean);
  text = slash[slash.length - 1] ?? '';
  const words = text.split(/\s+/).filter((word) => word !== '' && !/\d/.test(word) && !/^[-–]$/.test(word));
  while (words.length > 1 && REGION_CODE.test(words[words.length - 1] ?? '')) words.pop();
  const name = words.join(' ').replace(/^[-–,\s]+|[-–,\s]+$/g, '');
  if (!/\p{L}/u.test(name) || name.length > MAX_CITY_LENGTH || REGION_CODE.test(name)) return null;
  return name;
}

/**
 * docs/behaviour.md §2 city from the address, the last resort: the part before the postcode/country,
 * e.g. Outscraper's `Alexanderplatz 1, 10178 Berlin, Germany` gives `Berlin`,
 * `Main St 5, Springfield, IL 62701, United States` gives `Springfield`.
 */
export function cityFromAddress(address: string | null): string | null {
  if (!address) return null;
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return null;
  const last = parts[parts.length - 1] as string;
  if (isCountryName(last) || (parts.length >= 3 && !/\d/.test(last))) parts.pop();
  // The first part is the street; a city is only looked for after it.
  for (let i = parts.length - 1; i >= 1; i--) {
    const name = placeName(parts[i] as string);
    if (name && !isCountryName(name)) return name;
  }
  return null;
}
