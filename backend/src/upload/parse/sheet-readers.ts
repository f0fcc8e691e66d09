import { parse as parseCsv } from 'csv-parse';
import ExcelJS from 'exceljs';
import { createReadStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { CellValue } from './cell-text.js';
import { ImportFileError } from './import-file-error.js';
import {
  inflatedSizeUpTo,
  readSmallEntry,
  readZipDirectory,
  UNREADABLE,
  ZipDirectory,
  ZipEntry,
} from './zip-directory.js';

export type FileKind = 'xlsx' | 'xls' | 'csv';

export interface SheetRow {
  /** Spreadsheet row number (header = 1), or CSV record number. */
  rowNumber: number;
  /** Cell values, column A = index 0. */
  cells: CellValue[];
}

export interface SheetSource {
  rows: AsyncIterable<SheetRow>;
  bytesTotal: number;
  bytesRead(): number;
  close(): void;
}

/** Shared strings are held in memory while the sheet is read; a part this large is refused before parsing. */
export const MAX_SHARED_STRINGS_BYTES = 200 * 1024 * 1024;
const MAX_SHEET_BYTES = 4 * 1024 * 1024 * 1024;
const MAX_SMALL_PART_BYTES = 16 * 1024 * 1024;
const SHEET_PATH = /^xl\/worksheets\/sheet\d+\.xml$/;

export const SHARED_STRINGS_TOO_LARGE =
  'Dosya reddedildi: paylaşılan metin tablosu (sharedStrings) açıldığında 200 MB sınırını aşıyor';
export const SHEET_TOO_LARGE = 'Dosya reddedildi: çalışma sayfası açıldığında 4 GB sınırını aşıyor';

export function openSheet(path: string, kind: FileKind): Promise<SheetSource> {
  if (kind === 'xlsx') return openXlsx(path);
  if (kind === 'xls') return openXls(path);
  return openCsv(path);
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The part of the workbook's first sheet (workbook order, through its relationship). */
async function firstSheet(path: string, zip: ZipDirectory, workbook: ZipEntry, rels: ZipEntry): Promise<ZipEntry> {
  const workbookXml = await readSmallEntry(path, workbook, MAX_SMALL_PART_BYTES);
  const relsXml = await readSmallEntry(path, rels, MAX_SMALL_PART_BYTES);
  const sheetTag = /<(?:\w+:)?sheet\s[^>]*>/.exec(workbookXml)?.[0];
  const relId = sheetTag ? attribute(sheetTag, '(?:\\w+:)?id') : undefined;
  const relTag = [...relsXml.matchAll(/<(?:\w+:)?Relationship\s[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => attribute(tag, 'Id') === relId);
  const target = relTag ? attribute(relTag, 'Target') : undefined;
  const name = target ? (target.startsWith('/') ? target.slice(1) : `xl/${target}`) : undefined;
  const entry = name ? zip.entries.get(name) : undefined;
  if (entry && SHEET_PATH.test(entry.name)) return entry;
  const sheets = [...zip.entries.values()].filter((e) => SHEET_PATH.test(e.name));
  sheets.sort((a, b) => Number(/\d+/.exec(a.name.slice(14))?.[0]) - Number(/\d+/.exec(b.name.slice(14))?.[0]));
  if (!sheets[0]) throw new ImportFileError(UNREADABLE);
  return sheets[0];
}

interface ReaderInternals {
  sharedStrings?: unknown[];
  _parseSharedStrings(entry: NodeJS.ReadableStream): AsyncGenerator<unknown>;
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): Generator<unknown>;
}

/** Buffers decoded as one UTF-8 stream: a character split between two chunks stays whole. */
async function* utf8(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/**
 * Two workarounds for exceljs 4.4's streaming reader, on this one reader instance:
 * - it decodes every inflated chunk on its own, so a multi-byte character cut by a chunk
 *   boundary turns into U+FFFD (exceljs/exceljs#2084, still open): its XML parser gets
 *   text decoded across chunks instead;
 * - without a shared strings part it never marks them loaded and parks the sheet in a temp file.
 */
function patchReader(reader: ReaderInternals, noSharedStrings: boolean): void {
  if (noSharedStrings) reader.sharedStrings = [];
  const parseSharedStrings = reader._parseSharedStrings.bind(reader);
  reader._parseSharedStrings = (entry) => {
    entry.setEncoding('utf8');
    return parseSharedStrings(entry);
  };
  const parseWorksheet = reader._parseWorksheet.bind(reader);
  reader._parseWorksheet = function* (iterator, sheetNo) {
    return yield* parseWorksheet(utf8(iterator), sheetNo);
  };
}

/**
 * `.xlsx` through exceljs's streaming `WorkbookReader`. The reader needs the relationships and
 * shared strings before a sheet, otherwise it copies the sheet to a temp file first (files written
 * by streaming writers put the sheet first). So the reader is fed the zip's parts in that order,
 * straight from their byte ranges in the file, and only the first sheet: one pass, no temp file,
 * and progress that follows the rows.
 */
async function openXlsx(path: string): Promise<SheetSource> {
  const zip = await readZipDirectory(path);
  const workbook = zip.entries.get('xl/workbook.xml');
  const rels = zip.entries.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) throw new ImportFileError(UNREADABLE);
  const sharedStrings = zip.entries.get('xl/sharedStrings.xml');
  if (sharedStrings) {
    if (sharedStrings.uncompressedSize > MAX_SHARED_STRINGS_BYTES) throw new ImportFileError(SHARED_STRINGS_TOO_LARGE);
    // The directory's sizes are the file's word; the inflated size is the truth.
    if ((await inflatedSizeUpTo(path, sharedStrings, MAX_SHARED_STRINGS_BYTES)) > MAX_SHARED_STRINGS_BYTES) {
      throw new ImportFileError(SHARED_STRINGS_TOO_LARGE);
    }
  }
  const sheet = await firstSheet(path, zip, workbook, rels);
  if (sheet.uncompressedSize > MAX_SHEET_BYTES) throw new ImportFileError(SHEET_TOO_LARGE);

  const ranges: Array<[number, number]> = [rels, workbook, ...(sharedStrings ? [sharedStrings] : []), sheet].map(
    (e) => [e.offset, e.end],
  );
  ranges.push([zip.directoryStart, zip.size]);
  const bytesTotal = ranges.reduce((sum, [start, end]) => sum + (end - start), 0);
  let bytesRead = 0;
  const input = Readable.from(
    (async function* () {
      for (const [start, end] of ranges) {
        if (end <= start) continue;
        for await (const chunk of createReadStream(path, { start, end: end - 1, highWaterMark: 256 * 1024 })) {
          bytesRead += (chunk as Buffer).length;
          yield chunk as Buffer;
        }
      }
    })(),
    { objectMode: false },
  );
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    styles: 'ignore',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  patchReader(reader as unknown as ReaderInternals, !sharedStrings);

  async function* rows(): AsyncGenerator<SheetRow> {
    try {
      for await (const worksheet of reader) {
        for await (const row of worksheet as unknown as AsyncIterable<ExcelJS.Row>) {
          yield { rowNumber: row.number, cells: (row.values as CellValue[]).slice(1) };
        }
        return;
      }
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      throw new ImportFileError(UNREADABLE);
    } finally {
      input.destroy();
    }
  }
  return { rows: rows(), bytesTotal, bytesRead: () => bytesRead, close: () => input.destroy() };
}

/** `.xls` (BIFF) through SheetJS: the format cannot be streamed, and is limited to 65 536 rows anyway. */
async function openXls(path: string): Promise<SheetSource> {
  const XLSX = await import('@e965/xlsx');
  const buffer = await readFile(path);
  let data: Array<Array<{ v?: unknown } | undefined> | undefined>;
  let firstRow = 0;
  let firstColumn = 0;
  try {
    const book = XLSX.read(buffer, {
      type: 'buffer',
      dense: true,
      cellDates: true,
      cellStyles: false,
      cellHTML: false,
    });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) throw new ImportFileError(UNREADABLE);
    const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1:A1');
    firstRow = range.s.r;
    firstColumn = range.s.c;
    data = (sheet as unknown as { '!data'?: typeof data })['!data'] ?? [];
  } catch {
    throw new ImportFileError(UNREADABLE);
  }
  async function* rows(): AsyncGenerator<SheetRow> {
    for (let r = firstRow; r < data.length; r++) {
      const row = data[r];
      if (!row) continue;
      const cells: CellValue[] = [];
      for (let c = firstColumn; c < row.length; c++) cells[c - firstColumn] = row[c]?.v ?? null;
      // Column A may be outside the used range; keep column indexes absolute.
      yield { rowNumber: r + 1, cells: firstColumn > 0 ? [...new Array(firstColumn).fill(null), ...cells] : cells };
    }
  }
  return { rows: rows(), bytesTotal: buffer.length, bytesRead: () => buffer.length, close: () => undefined };
}

/** First record of the file: the delimiter (`,` `;` or tab) that occurs most often outside quotes. */
export function detectDelimiter(sample: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of sample.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char] = (counts[char] ?? 0) + 1;
  }
  return Object.entries(counts).reduce((best, entry) => (entry[1] > best[1] ? entry : best), [',', 0] as [
    string,
    number,
  ])[0];
}

/** `.csv`: UTF-8 with or without BOM; record numbers count the header record as 1 (CONTRACT §5). */
async function openCsv(path: string): Promise<SheetSource> {
  const { size } = await stat(path);
  const file = await open(path, 'r');
  const sample = Buffer.alloc(Math.min(size, 64 * 1024));
  try {
    await file.read(sample, 0, sample.length, 0);
  } finally {
    await file.close();
  }
  const delimiter = detectDelimiter(sample.toString('utf8'));
  let bytesRead = 0;
  const source = createReadStream(path, { highWaterMark: 256 * 1024 });
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytesRead += chunk.length;
      done(null, chunk);
    },
  });
  const parser = parseCsv({
    delimiter,
    bom: true,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  });
  source.on('error', (error) => parser.destroy(error));
  source.pipe(counter).pipe(parser);
  async function* rows(): AsyncGenerator<SheetRow> {
    try {
      for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { records: number } }>) {
        yield { rowNumber: info.records, cells: record };
      }
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      throw new ImportFileError(`Dosya okunamadı: CSV hatalı (${(error as Error).message})`);
    } finally {
      source.destroy();
    }
  }
  return { rows: rows(), bytesTotal: size, bytesRead: () => bytesRead, close: () => source.destroy() };
}
