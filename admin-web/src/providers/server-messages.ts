import type { TranslateFunction as Translate } from 'react-admin';

/** The server's English validation texts (class-validator and the API's own) and the catalogue key for each. */
const RULES: Array<[RegExp, string]> = [
  [/^(\S+) must be an ISO 3166-1 alpha-2 code$/, 'app.server.country_code'],
  [/^(\S+) (?:must|should) not be empty$/, 'app.server.required'],
  [/^(\S+) must not be greater than (\S+)$/, 'app.server.max'],
  [/^(\S+) must not be less than (\S+)$/, 'app.server.min'],
  [/^(\S+) must be shorter than or equal to (\d+) characters$/, 'app.server.max_length'],
  [/^(\S+) must be HH:MM$/, 'app.server.time'],
  [/^(\S+) must be a number with at most one decimal$/, 'app.server.one_decimal'],
  [/^(\S+) must be an integer number$/, 'app.server.integer'],
  [/^(\S+) must be a number.*$/, 'app.server.number'],
  [/^(\S+) must be lower-case letters, digits and single hyphens$/, 'app.server.slug'],
  [/^Another business already uses this slug$/, 'app.server.slug_taken'],
  [/^Another business already has this place_id$/, 'app.server.place_id_taken'],
  [/^Business not found$/, 'app.server.business_not_found'],
  [/^Review \d+ not found$/, 'app.server.review_not_found'],
  // Imports (docs/behaviour.md §5 keeps these two texts in English on the wire).
  [/^Please select an Excel file \(\.xlsx or \.xls\)$/, 'app.imports.server.not_excel'],
  [/^Import not found$/, 'app.imports.server.not_found'],
];

/** The field a message names ('hours.0.openTime' → openTime) in the interface language. */
const fieldLabel = (translate: Translate, path: string) => {
  const field = path.split('.').at(-1) ?? path;
  return translate(`resources.businesses.fields.${field}`, { _: field });
};

/** One server message in the interface language; a text no rule knows stays as the server sent it. */
export function localizeServerMessage(message: string, translate: Translate): string {
  for (const [pattern, key] of RULES) {
    const match = pattern.exec(message.trim());
    if (match) return translate(key, { field: match[1] ? fieldLabel(translate, match[1]) : '', limit: match[2] });
  }
  return message;
}

/** Every message of a refusal's body: its `message` (one or a list) and its per-field `errors`. */
export function localizeErrorBody(body: unknown, translate: Translate): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const localized: Record<string, unknown> = { ...body };
  if ('message' in body) {
    const message = body.message;
    localized.message = Array.isArray(message)
      ? message.map((m) => localizeServerMessage(String(m), translate))
      : typeof message === 'string'
        ? localizeServerMessage(message, translate)
        : message;
  }
  if ('errors' in body && typeof body.errors === 'object' && body.errors !== null) {
    localized.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, text]) => [field, localizeServerMessage(String(text), translate)]),
    );
  }
  return localized;
}
