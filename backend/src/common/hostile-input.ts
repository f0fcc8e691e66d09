import { isUtf8 } from 'node:buffer';

/** docs/behaviour.md §11: what one request body may hold. */
export const BODY_LIMITS = { maxBytes: 2 * 1024 * 1024, maxEntries: 1000, maxDepth: 20 };

export const NUL_BYTE = 'Request contains a NUL byte';
export const LONE_SURROGATE = 'Request body holds a lone surrogate escape, which is not text';
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
/** `u0000`, the escape after a backslash that makes a NUL. */
const NUL_ESCAPE = [LETTER_U, 0x30, 0x30, 0x30, 0x30];

/**
 * Why a JSON body must be refused, read from its raw bytes chunk by chunk as they arrive, before
 * JSON.parse runs: parsing a hostile 2 MB body alone takes 0.2–1 s, and class-transformer after it
 * far longer (or overflows the stack). One pass, no recursion, stops at the first problem, so a
 * refused body need not even be kept. It reads only the structure (strings, brackets, commas);
 * malformed JSON is left to the parser. Arrays count like objects: both nest, and a DTO's nested
 * array is validated entry by entry. PostgreSQL stores no NUL in text, so a `\u0000` escape is
 * refused here rather than failing later as a 500.
 */
export class JsonShapeCheck {
  /** Commas seen in each open object or array: n commas mean at least n + 1 entries. */
  private readonly commas: Uint32Array;
  private depth = 0;
  private inString = false;
  private afterBackslash = false;
  /** How much of NUL_ESCAPE has followed the last backslash; 0 when not in such an escape. */
  private nulEscape = 0;

  constructor(private readonly limits = BODY_LIMITS) {
    this.commas = new Uint32Array(limits.maxDepth + 1);
  }

  /** The first problem in the next chunk of the body, or null. */
  push(chunk: Buffer): string | null {
    if (chunk.includes(0)) return NUL_BYTE;
    const { commas, limits } = this;
    let { depth, inString, afterBackslash, nulEscape } = this;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (inString) {
        if (nulEscape > 0) {
          if (byte === NUL_ESCAPE[nulEscape]) {
            if (++nulEscape === NUL_ESCAPE.length) return NUL_BYTE;
            continue;
          }
          nulEscape = 0;
        }
        if (afterBackslash) {
          afterBackslash = false;
          if (byte === LETTER_U) nulEscape = 1;
        } else if (byte === BACKSLASH) afterBackslash = true;
        else if (byte === QUOTE) inString = false;
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
    this.depth = depth;
    this.inString = inString;
    this.afterBackslash = afterBackslash;
    this.nulEscape = nulEscape;
    return null;
  }

  /** The problem of the whole body once every chunk has passed: bytes that are not UTF-8 (a chunk may end inside a character). */
  finish(body: Buffer): string | null {
    return isUtf8(body) ? null : NOT_UTF8;
  }
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
