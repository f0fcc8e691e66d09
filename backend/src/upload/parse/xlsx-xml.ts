import { SaxesParser, SaxesTagPlain } from 'saxes';
import { StringDecoder } from 'node:string_decoder';
import type { CellValue } from './cell-text.js';
import type { SharedStringsFile } from './shared-strings-file.js';

/** A row of a sheet: its number (header = 1) and its cells, column A = index 0 (missing cells left as holes). */
export interface XmlRow {
  rowNumber: number;
  cells: CellValue[];
}

/** A tag's name without its namespace prefix: some writers spell the spreadsheet namespace out (`x:c`). */
function localName(tag: { name: string }): string {
  const colon = tag.name.indexOf(':');
  return colon < 0 ? tag.name : tag.name.slice(colon + 1);
}

/** Column A = 0, from a cell reference such as `AB12`; -1 when the reference has no letters. */
function columnIndex(ref: string): number {
  let column = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column - 1;
}

/** Column XFD, the last one Excel has. */
const LAST_COLUMN = 16_383;

type Parser = SaxesParser<{ xmlns: false; position: false }>;

/** Without namespaces (the tags are told apart by their local names) and without line/column tracking (nobody reads it). */
function newParser(): Parser {
  return new SaxesParser({ xmlns: false, position: false });
}

/** Writes to `parser` the text of UTF-8 chunks decoded as one stream: a character cut by a chunk boundary stays whole. */
function utf8Writer(parser: Parser) {
  const decoder = new StringDecoder('utf8');
  return {
    write: (chunk: Buffer) => parser.write(decoder.write(chunk)),
    end: () => parser.write(decoder.end()).close(),
  };
}

/**
 * Reads `xl/sharedStrings.xml` into `strings`, one plain text per `<si>`: its `<t>` runs joined
 * (rich text loses its formatting), phonetic guides (`<rPh>`) left out.
 */
export async function readSharedStrings(
  chunks: AsyncIterable<Buffer>,
  strings: SharedStringsFile,
  onBytes: (n: number) => void,
): Promise<void> {
  const parser = newParser();
  let text = '';
  let inText = false;
  let inPhonetic = false;
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = localName(tag);
    if (name === 't') inText = !inPhonetic;
    else if (name === 'si') text = '';
    else if (name === 'rPh') inPhonetic = true;
  });
  const onText = (value: string) => {
    if (inText) text += value;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag: SaxesTagPlain) => {
    const name = localName(tag);
    if (name === 't') inText = false;
    else if (name === 'si') strings.add(text);
    else if (name === 'rPh') inPhonetic = false;
  });
  const xml = utf8Writer(parser);
  for await (const chunk of chunks) {
    onBytes(chunk.length);
    xml.write(chunk);
  }
  xml.end();
  strings.finish();
}

/**
 * A cell's value from the text of its `<v>` (or an inline string's `<t>` runs) and its type `t`.
 * A formula's value is its cached result, typed the same way; an error cell is empty.
 */
function cellValue(type: string | undefined, text: string, strings: SharedStringsFile | null): CellValue {
  switch (type) {
    case 's':
      return strings?.get(Number.parseInt(text, 10)) ?? null;
    case 'str':
    case 'inlineStr':
    case 'd':
      return text;
    case 'b':
      return Number.parseInt(text, 10) !== 0;
    case 'e':
      return null;
    default:
      return Number.parseFloat(text);
  }
}

/**
 * The rows of a worksheet part (`xl/worksheets/sheetN.xml`) as they are parsed, with shared
 * strings looked up in `strings`. Rows and cells without their `r` reference follow the previous one.
 */
export async function* sheetRows(
  chunks: AsyncIterable<Buffer>,
  strings: SharedStringsFile | null,
  onBytes: (n: number) => void,
): AsyncGenerator<XmlRow> {
  const parser = newParser();
  let done: XmlRow[] = [];
  let row: XmlRow | null = null;
  let rowNumber = 0;
  let lastColumn = -1;
  // The open cell: its column (-1 outside a cell), type, and the text of its value.
  let column = -1;
  let type: string | undefined;
  let text = '';
  let hasValue = false;
  let inValue = false;
  let inPhonetic = false;
  parser.on('opentag', (tag: SaxesTagPlain) => {
    switch (localName(tag)) {
      case 'row': {
        const r = tag.attributes.r;
        rowNumber = r ? Number.parseInt(r, 10) : rowNumber + 1;
        row = { rowNumber, cells: [] };
        lastColumn = -1;
        break;
      }
      case 'c': {
        if (!row) break;
        const r = tag.attributes.r;
        const at = r ? columnIndex(r) : -1;
        column = lastColumn = at >= 0 ? at : lastColumn + 1;
        // Past Excel's last column (XFD) a hostile reference would make a sparse row of billions of cells.
        if (column > LAST_COLUMN) column = -1;
        type = tag.attributes.t;
        text = '';
        hasValue = false;
        break;
      }
      case 'v':
        if (column >= 0) inValue = hasValue = true;
        break;
      case 't':
        if (column >= 0 && !inPhonetic) inValue = hasValue = true;
        break;
      case 'rPh':
        inPhonetic = true;
        break;
    }
  });
  const onText = (value: string) => {
    if (inValue) text += value;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag: SaxesTagPlain) => {
    switch (localName(tag)) {
      case 'v':
      case 't':
        inValue = false;
        break;
      case 'rPh':
        inPhonetic = false;
        break;
      case 'c':
        if (row && column >= 0 && hasValue) row.cells[column] = cellValue(type, text, strings);
        column = -1;
        break;
      case 'row':
        if (row) done.push(row);
        row = null;
        break;
    }
  });
  const xml = utf8Writer(parser);
  for await (const chunk of chunks) {
    onBytes(chunk.length);
    xml.write(chunk);
    if (done.length === 0) continue;
    const ready = done;
    done = [];
    yield* ready;
  }
  xml.end();
  yield* done;
}
