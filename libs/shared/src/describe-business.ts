import { humanizeKey } from './humanize-key.js';
import { transliterate } from './transliterate.js';

export interface DescriptionLine {
  label: string;
  value: string;
}

export type BusinessDescription = { kind: 'text'; text: string } | { kind: 'lines'; lines: DescriptionLine[] };

const BROKEN_OBJECT_TEXT = '[object Object]';

// Checked in order, so "Auto parts store" reads as automotive and "Coffee shop" as a cafe.
const GENERIC_TEXTS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /electric/,
    'Licensed electrical services for homes and businesses, from installations and repairs to safety inspections.',
  ],
  [
    /heating|hvac/,
    'Heating installation, servicing and repairs to keep your home or business warm and efficient all year round.',
  ],
  [
    /\bauto|\bcar\b|\bcars\b|mechanic/,
    'Automotive servicing and repairs carried out by experienced mechanics, from routine maintenance to diagnostics.',
  ],
  [
    /construct|builder|contractor/,
    'Construction services for new builds, renovations and extensions, delivered on time and to a high standard.',
  ],
  [/plumb/, 'Plumbing services for installations, leaks and repairs, with reliable help when you need it.'],
  [/garden|landscap/, 'Garden design, landscaping and maintenance to keep your outdoor space looking its best.'],
  [
    /restaurant|cafe|coffee/,
    'A welcoming place to eat and drink, serving freshly prepared food and drinks in a friendly atmosphere.',
  ],
  [/shop|store/, 'A local store offering a wide range of quality products and friendly, helpful service.'],
];

function genericText(category: string): string {
  const keyword = transliterate(category).toLowerCase();
  const match = GENERIC_TEXTS.find(([pattern]) => pattern.test(keyword));
  if (match) return match[1];
  const name = category.trim();
  return name
    ? `Professional ${name} services with a focus on quality and customer satisfaction.`
    : 'Professional services with a focus on quality and customer satisfaction.';
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(formatValue).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => {
        const text = formatValue(inner);
        return text ? `${humanizeKey(key)}: ${text}` : '';
      })
      .filter(Boolean)
      .join(', ');
  }
  return String(value).trim();
}

function linesOf(record: object): DescriptionLine[] {
  return Object.entries(record)
    .map(([key, value]) => ({ label: humanizeKey(key), value: formatValue(value) }))
    .filter((line) => line.label && line.value);
}

function fromJson(parsed: unknown): BusinessDescription {
  if (Array.isArray(parsed) && parsed.every((item) => item === null || typeof item !== 'object')) {
    return { kind: 'text', text: formatValue(parsed) };
  }
  const records = (Array.isArray(parsed) ? parsed : [parsed]).filter(
    (item): item is object => typeof item === 'object' && item !== null,
  );
  const lines = records.flatMap(linesOf);
  return lines.length > 0 ? { kind: 'lines', lines } : { kind: 'text', text: '' };
}

/** docs/screens.md §5 "Business description display". */
export function describeBusiness(description: string | null | undefined, category: string): BusinessDescription {
  const text = (description ?? '').trim();
  if (text.includes(BROKEN_OBJECT_TEXT)) return { kind: 'text', text: genericText(category) };
  if (!text.startsWith('{') && !text.startsWith('[')) return { kind: 'text', text };
  try {
    return fromJson(JSON.parse(text));
  } catch {
    return {
      kind: 'text',
      text: text
        .replace(/[{}[\]"]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    };
  }
}
