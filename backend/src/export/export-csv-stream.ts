import { Transform, type TransformCallback } from 'node:stream';
import { protectCell } from './csv-cell.js';

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CRLF = Buffer.from('\r\n');
const APOSTROPHE = Buffer.from("'");

/** First bytes of a cell the formula rule may prefix: `=`, `+`, `-`, `@`, tab, CR. */
const MAY_BE_FORMULA = new Uint8Array(256);
for (const char of '=+-@\t\r') MAY_BE_FORMULA[char.charCodeAt(0)] = 1;

/**
 * Turns the CSV PostgreSQL writes (`COPY … TO STDOUT WITH (FORMAT csv)`) into the export's
 * (docs/behaviour.md §6): records end with CRLF as RFC 4180 asks (PostgreSQL writes LF; a line break
 * inside a quoted field is data and stays), and every cell passes the formula rule.
 *
 * Done here rather than in the SELECT because this process runs beside PostgreSQL on another
 * core: the rule in SQL doubled the time of the COPY itself (measured), here it is nearly free.
 * The stream walks field by field. A field that does not end inside a chunk is carried over to
 * the next one, so every field is seen whole.
 */
export class ExportCsvStream extends Transform {
  private carry: Buffer | undefined;

  /** `head` (BOM and header row) goes out with the first chunk, or alone when there is none. */
  constructor(private head?: Buffer) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const data = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
    const parts: Buffer[] = [];
    const head = this.takeHead();
    if (head) parts.push(head);
    const consumed = convertFields(data, parts);
    this.carry = consumed < data.length ? Buffer.from(data.subarray(consumed)) : undefined;
    done(null, parts.length === 1 ? parts[0] : Buffer.concat(parts));
  }

  override _flush(done: TransformCallback): void {
    // PostgreSQL ends its last record with LF, so nothing is left over unless the COPY was cut short.
    const rest = [this.takeHead(), this.carry].filter((part): part is Buffer => part !== undefined);
    done(null, rest.length > 0 ? Buffer.concat(rest) : undefined);
  }

  private takeHead(): Buffer | undefined {
    const head = this.head;
    this.head = undefined;
    return head;
  }
}

/**
 * Converts the complete fields at the start of `data` into `parts` and returns how many bytes
 * they took; `data` starts at the start of a field.
 */
function convertFields(data: Buffer, parts: Buffer[]): number {
  let pending = 0; // first byte not yet in parts
  let field = 0; // start of the current field
  while (field < data.length) {
    const quoted = data[field] === QUOTE;
    const content = quoted ? field + 1 : field;
    const closing = quoted ? closingQuote(data, content) : -1;
    const end = quoted ? (closing < 0 ? -1 : closing + 1) : delimiter(data, content);
    // The field (or the delimiter after it) is not in this chunk yet.
    if (end < 0 || end >= data.length) break;
    if (MAY_BE_FORMULA[data[content]] && needsPrefix(data, quoted, content, end)) {
      parts.push(data.subarray(pending, content), APOSTROPHE);
      pending = content;
    }
    if (data[end] === LF) {
      parts.push(data.subarray(pending, end), CRLF);
      pending = end + 1;
    }
    field = end + 1;
  }
  parts.push(data.subarray(pending, field));
  return field;
}

/** Position of the quote that closes a field whose content starts at `from` (`""` is a quote inside it), or -1. */
function closingQuote(data: Buffer, from: number): number {
  let at = from;
  for (;;) {
    const quote = data.indexOf(QUOTE, at);
    if (quote < 0 || quote + 1 >= data.length) return -1;
    if (data[quote + 1] !== QUOTE) return quote;
    at = quote + 2;
  }
}

/** Position of the comma or line feed ending an unquoted field, or -1. */
function delimiter(data: Buffer, from: number): number {
  for (let at = from; at < data.length; at++) {
    const byte = data[at];
    if (byte === COMMA || byte === LF) return at;
  }
  return -1;
}

/**
 * PostgreSQL quotes a field only when it holds a comma, quote, CR or LF, none of which a
 * number or phone number has: a quoted field that starts like a formula is always prefixed.
 */
function needsPrefix(data: Buffer, quoted: boolean, content: number, end: number): boolean {
  if (quoted) return true;
  const cell = data.toString('utf8', content, end);
  return protectCell(cell) !== cell;
}
