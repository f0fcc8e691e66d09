// Generates an Outscraper-shaped .xlsx of a given size with exceljs's streaming writer
// (inline strings, as big exports are written), the file the import benchmark uploads.
import ExcelJS from 'exceljs';
import { existsSync, statSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { OUTSCRAPER_HEADERS, WEEK_HOURS } from '../test/fixtures/outscraper.mjs';

const CITIES = [
  ['Berlin', 'DE', 52.52, 13.405, 'Alexanderplatz', '10178', 'Germany'],
  ['İstanbul', 'TR', 41.0082, 28.9784, 'Bağdat Caddesi', '34710', 'Türkiye'],
  ['München', 'DE', 48.1351, 11.582, 'Marienplatz', '80331', 'Germany'],
  ['Paris', 'FR', 48.8566, 2.3522, 'Rue de Rivoli', '75001', 'France'],
  ['London', 'GB', 51.5072, -0.1276, 'Oxford Street', 'W1D 1BS', 'United Kingdom'],
  ['Izmir', 'TR', 38.4237, 27.1428, 'Kıbrıs Şehitleri Cd.', '35220', 'Türkiye'],
  ['Hamburg', 'DE', 53.5511, 9.9937, 'Jungfernstieg', '20354', 'Germany'],
  ['Lyon', 'FR', 45.764, 4.8357, 'Rue de la République', '69002', 'France'],
];
const CATEGORIES = [
  'Restaurant',
  'Cafe',
  'Auto repair shop',
  'Dentist',
  'Hotel',
  'Bakery',
  'Plumber',
  'Hair salon',
  'Pharmacy',
  'Florist',
];
const HOURS = JSON.stringify(WEEK_HOURS);

// Real descriptions vary row by row; a word salad from a fixed seed keeps the file about as
// compressible as a real export (roughly 400 000 rows in 150 MB), not one repeated sentence.
const WORDS = (
  'family friendly local traditional modern cosy spacious central quiet famous popular award winning organic fresh homemade ' +
  'seasonal regional authentic creative elegant rustic vegan gluten free breakfast lunch dinner brunch coffee tea pastries ' +
  'bread cakes pizza pasta kebab burgers salads seafood grill steak sushi noodles curry tapas wine beer cocktails terrace ' +
  'garden view parking delivery takeaway catering events parties meetings rooms suites spa pool gym repairs service parts ' +
  'tyres inspection diagnostics bodywork painting cleaning whitening implants braces checkups emergency appointments ' +
  'haircuts colouring styling bridal manicure pedicure massage flowers bouquets weddings funerals plants prescriptions'
).split(' ');

function description(i, category, city) {
  let seed = (i * 2654435761) >>> 0;
  const words = [];
  for (let k = 0; k < 24; k++) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    words.push(WORDS[seed % WORDS.length]);
  }
  return `${category} in ${city} since ${1950 + (i % 70)}: ${words.join(' ')}.`;
}

/** One Outscraper row; `i` makes every place_id and name unique. */
export function outscraperRow(i) {
  const [city, cc, lat, lng, street, postcode, country] = CITIES[i % CITIES.length];
  const category = CATEGORIES[i % CATEGORIES.length];
  const about = JSON.stringify({
    'Service options': { 'Dine-in': true, Takeout: true, Delivery: i % 2 === 0 },
    Accessibility: { 'Wheelchair accessible entrance': true, 'Wheelchair accessible seating': i % 4 === 0 },
    Offerings: { 'Vegetarian options': i % 3 === 0, Coffee: true },
    Payments: { 'Credit cards': true, 'NFC mobile payments': i % 5 === 0 },
  });
  return [
    `${category} ${i.toString(36)} Şükrü & Söhne`,
    `${street} ${(i % 250) + 1}, ${postcode} ${city}, ${country}`,
    city,
    `+49 30 ${String(1_000_000 + ((i * 7919) % 8_999_999))}`,
    category,
    `${category}, Takeaway, Catering`,
    Math.round((lat + ((i % 1000) - 500) / 20000) * 1e6) / 1e6,
    Math.round((lng + ((i % 997) - 498) / 20000) * 1e6) / 1e6,
    Math.round((3 + (i % 21) / 10) * 10) / 10,
    (i * 37) % 5000,
    `ChIJ${i.toString(36).padStart(9, '0')}bench${((i * 2654435761) >>> 0).toString(36)}`,
    cc,
    HOURS,
    about,
    description(i, category, city),
    `https://lh5.googleusercontent.com/p/AF1Qip${((i * 40503) >>> 0).toString(36)}${i.toString(36)}=w800-h500-k-no`,
    `https://www.example-${i % 50_000}.com/`,
  ];
}

/** Writes rows until the file reaches `targetBytes`; returns the data row count. */
export async function writeOutscraperXlsx(file, targetBytes) {
  const partial = `${file}.partial`;
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: partial, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow([...OUTSCRAPER_HEADERS]).commit();
  let rows = 0;
  for (;;) {
    for (let k = 0; k < 1000; k++) sheet.addRow(outscraperRow(rows++)).commit();
    // exceljs's writer has no backpressure: wait for the zip stream to take what is queued.
    const queue = sheet.stream.pipes?.[0];
    do await new Promise((resolve) => setImmediate(resolve));
    while (queue && queue._writableState.length > 4 * 1024 * 1024);
    // The archive is written as it goes (its file opens with the first flush); leave room for what
    // the commit still appends.
    if (existsSync(partial) && statSync(partial).size >= targetBytes - 1_000_000) break;
  }
  sheet.commit();
  await book.commit();
  await rename(partial, file);
  return rows;
}
