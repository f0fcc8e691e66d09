import { isUtf8 } from 'node:buffer';

/** CONTRACT §11: what one request body may hold. */
export const BODY_LIMITS = { maxBytes: 2 * 1024 * 1024, maxEntries: 1000, maxDepth: 20 };

export const NUL_BYTE = 'Request contains a NUL byte';
export const NOT_UTF8 = 'Request body is not valid UTF-8';
export const BAD_PERCENT_ENCODING = 'Request contains malformed percent-encoding or invalid UTF-8';
export const tooDeep = (maxDepth: number) => `Request body is nested deeper than ${maxDepth} levels`;
export const tooManyEntries = (maxEntries: number) =>
  `Request body has more than ${maxEntries} entries in one object or array`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const LETTER_U = 0x75;
const DIGIT_ZERO = 0x30;

/**
 * Why a JSON body must be refused, read from its raw bytes before JSON.parse runs: parsing a
 * hostile 2 MB body alone takes 0.2–1 s, and class-transformer after it far longer (or overflows
 * the stack). One pass, no recursion, stops at the first problem. It reads only the structure
 * (strings, brackets, commas); malformed JSON is left to the parser. Arrays count like objects:
 * both nest, and a DTO's nested array is validated entry by entry. PostgreSQL stores no NUL in
 * text, so a `\u0000` escape is refused here rather than failing later as a 500.
 */
export function jsonBodyProblem(body: Buffer, limits = BODY_LIMITS): string | null {
  if (!isUtf8(body)) return NOT_UTF8;
  if (body.includes(0)) return NUL_BYTE;
  // Commas seen in each open object or array: n commas mean at least n + 1 entries.
  const commas = new Uint32Array(limits.maxDepth + 1);
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === QUOTE) inString = false;
      else if (byte === BACKSLASH) {
        if (isNulEscape(body, i + 1)) return NUL_BYTE;
        i++;
      }
      continue;
    }
    switch (byte) {
      case QUOTE:
        inString = true;
        break;
      case OPEN_OBJECT:
      case OPEN_ARRAY:
        if (++depth > limits.maxDepth) return tooDeep(limits.maxDepth);
        commas[depth] = 0;
        break;
      case CLOSE_OBJECT:
      case CLOSE_ARRAY:
        if (depth > 0) depth--;
        break;
      case COMMA:
        if (++commas[depth] >= limits.maxEntries) return tooManyEntries(limits.maxEntries);
        break;
    }
  }
  return null;
}

/** `u0000` after a backslash. */
function isNulEscape(body: Uint8Array, at: number): boolean {
  return (
    body[at] === LETTER_U &&
    body[at + 1] === DIGIT_ZERO &&
    body[at + 2] === DIGIT_ZERO &&
    body[at + 3] === DIGIT_ZERO &&
    body[at + 4] === DIGIT_ZERO
  );
}

/**
 * Why percent-encoded text (a URL's path and query, a form body) must be refused: an escape that
 * is malformed (`%ZZ`) or decodes to invalid UTF-8 (`%E0%A4%A`, `%FF`), or a NUL byte.
 * Node's HTTP parser already refuses raw NUL and non-ASCII bytes in a request line.
 */
export function percentEncodedProblem(text: string): string | null {
  if (!text.includes('%')) return text.includes('\0') ? NUL_BYTE : null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    return BAD_PERCENT_ENCODING;
  }
  return decoded.includes('\0') ? NUL_BYTE : null;
}
