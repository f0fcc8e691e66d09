import { parse as parseCsv } from 'csv-parse';
import { createReadStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import type { CellValue } from './cell-text.js';
import { ImportFileError } from './import-file-error.js';
import { SharedStringsFile, sharedStringsPath } from './shared-strings-file.js';
import { readSharedStrings, sheetRows } from './xlsx-xml.js';
import {
  entryChunks,
  inflatedSizeUpTo,
  readEntryHead,
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
  /** Data rows the file is expected to hold (header excluded), when that is cheap to know. */
  rowsTotal: number | null;
  bytesRead(): number;
  close(): void;
}

/*
 * Limits on an xlsx's shared strings table. The table is spilled to disk while the sheet is read
 * (SharedStringsFile), so its size costs disk and time, not memory; the limits refuse zip bombs
 * before any work. A 150 MB Outscraper-like export written with shared strings holds about 270 MB
 * of shared strings XML compressed about 11 times (measured on generated rows); real text compresses
 * 3 to 12 times, a bomb hundreds of times.
 */
export const MAX_SHARED_STRINGS_BYTES = 1024 * 1024 * 1024;
export const MAX_SHARED_STRINGS_RATIO = 100;
/** Below this, a well-compressed table is harmless whatever its ratio. */
const SHARED_STRINGS_RATIO_FROM_BYTES = 64 * 1024 * 1024;
/** A 150 MB file cannot hold more distinct strings than cells (about 20 million at 8 compressed bytes each). */
export const MAX_SHARED_STRINGS_COUNT = 32_000_000;
const MAX_SHEET_BYTES = 4 * 1024 * 1024 * 1024;
const MAX_SMALL_PART_BYTES = 16 * 1024 * 1024;
const SHEET_HEAD_BYTES = 64 * 1024;
const SHEET_PATH = /^xl\/worksheets\/sheet\d+\.xml$/;

export const SHARED_STRINGS_TOO_LARGE =
  'Dosya reddedildi: paylaşılan metin tablosu (sharedStrings) açıldığında 1 GB sınırını aşıyor';
export const SHARED_STRINGS_BOMB =
  'Dosya reddedildi: paylaşılan metin tablosu (sharedStrings) açıldığında sıkıştırılmış boyutunun 100 katını aşıyor (bozuk veya zararlı dosya)';
export const SHARED_STRINGS_TOO_MANY =
  'Dosya reddedildi: paylaşılan metin tablosunda (sharedStrings) 32 milyondan fazla metin var';
export const SHEET_TOO_LARGE = 'Dosya reddedildi: çalışma sayfası açıldığında 4 GB sınırını aşıyor';

/** `countRows: false` skips the pass that counts a CSV's records (a preview reads only its first rows). */
export function openSheet(path: string, kind: FileKind, { countRows = true } = {}): Promise<SheetSource> {
  if (kind === 'xlsx') return openXlsx(path);
  if (kind === 'xls') return openXls(path);
  return openCsv(path, countRows);
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

/** Data rows a sheet announces in `<dimension ref="A1:Q675001"/>` (header excluded); null when it does not say. */
export function rowsFromDimension(sheetHead: string): number | null {
  const ref = /<(?:\w+:)?dimension\s[^>]*ref="([^"]*)"/.exec(sheetHead)?.[1];
  const match = ref ? /^\$?[A-Z]+\$?(\d+)(?::\$?[A-Z]+\$?(\d+))?$/i.exec(ref) : null;
  if (!match?.[2]) return null;
  const rows = Number(match[2]) - Number(match[1]);
  return rows > 0 ? rows : null;
}

/** Refuses a shared strings part that inflates past the limits (the directory's sizes can lie; the inflated bytes cannot). */
async function checkSharedStrings(path: string, entry: ZipEntry): Promise<void> {
  const bombAbove = Math.max(SHARED_STRINGS_RATIO_FROM_BYTES, entry.compressedSize * MAX_SHARED_STRINGS_RATIO);
  const allowed = Math.min(MAX_SHARED_STRINGS_BYTES, bombAbove);
  const refuse = (size: number) => {
    if (size > MAX_SHARED_STRINGS_BYTES) throw new ImportFileError(SHARED_STRINGS_TOO_LARGE);
    if (size > bombAbove) throw new ImportFileError(SHARED_STRINGS_BOMB);
  };
  refuse(entry.uncompressedSize);
  refuse(await inflatedSizeUpTo(path, entry, allowed));
}

/** How far through a zip part `inflated` bytes are, in the part's bytes in the file. */
function partShare(part: ZipEntry, inflated: number): number {
  return Math.round((part.end - part.offset) * Math.min(1, inflated / Math.max(1, part.uncompressedSize)));
}

/**
 * `.xlsx`: the first sheet's part read with a SAX parser, straight from its byte range in the file,
 * after the shared strings table has been spilled to disk. The parts are taken in that order
 * wherever the zip stores them (streaming writers put the sheet first): one pass, no temp copy of
 * the sheet, and progress that follows the rows.
 */
async function openXlsx(path: string): Promise<SheetSource> {
  const zip = await readZipDirectory(path);
  const workbook = zip.entries.get('xl/workbook.xml');
  const rels = zip.entries.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) throw new ImportFileError(UNREADABLE);
  const sharedStrings = zip.entries.get('xl/sharedStrings.xml');
  if (sharedStrings) await checkSharedStrings(path, sharedStrings);
  const sheet = await firstSheet(path, zip, workbook, rels);
  if (sheet.uncompressedSize > MAX_SHEET_BYTES) throw new ImportFileError(SHEET_TOO_LARGE);
  const rowsTotal = rowsFromDimension(await readEntryHead(path, sheet, SHEET_HEAD_BYTES));

  const stringsBytes = sharedStrings ? sharedStrings.end - sharedStrings.offset : 0;
  const bytesTotal = stringsBytes + (sheet.end - sheet.offset);
  let stringsInflated = 0;
  let sheetInflated = 0;
  // Counted from what the XML parser has been given, not from what the file reader has read ahead.
  const bytesBehindRows = () =>
    sheetInflated === 0
      ? sharedStrings
        ? partShare(sharedStrings, stringsInflated)
        : 0
      : stringsBytes + partShare(sheet, sheetInflated);
  const strings = sharedStrings
    ? new SharedStringsFile(sharedStringsPath(path), MAX_SHARED_STRINGS_COUNT, SHARED_STRINGS_TOO_MANY)
    : null;

  async function* readRows(): AsyncGenerator<SheetRow> {
    try {
      if (sharedStrings && strings) {
        await readSharedStrings(entryChunks(path, sharedStrings), strings, (n) => (stringsInflated += n));
      }
      yield* sheetRows(entryChunks(path, sheet), strings, (n) => {
        sheetInflated += n;
        // The directory's size can lie.
        if (sheetInflated > MAX_SHEET_BYTES) throw new ImportFileError(SHEET_TOO_LARGE);
      });
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      throw new ImportFileError(UNREADABLE);
    } finally {
      strings?.close();
    }
  }
  const rows = readRows();
  // Ending the rows early also stops the zip part being read.
  const close = () => {
    void rows.return(undefined);
    strings?.close();
  };
  return { rows, bytesTotal, rowsTotal, bytesRead: bytesBehindRows, close };
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
  const rowsTotal = Math.max(0, data.length - firstRow - 1);
  return { rows: rows(), bytesTotal: buffer.length, rowsTotal, bytesRead: () => buffer.length, close: () => undefined };
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

const QUOTE = 0x22;
const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Counts CSV records as the parser reads them, in one cheap pass: a quote opens a quoted field only
 * at the start of a field (`relax_quotes`), quoted fields may hold line breaks, empty lines are no records.
 */
export class CsvRecordCounter {
  records = 0;
  private quoted = false;
  private quoteSeen = false;
  private fieldStart = true;
  private lineHasContent = false;

  constructor(private readonly delimiter: number) {}

  write(chunk: Uint8Array): void {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i] as number;
      if (this.quoted) {
        if (this.quoteSeen) {
          this.quoteSeen = false;
          if (byte === QUOTE) continue;
          this.quoted = false;
        } else {
          if (byte === QUOTE) this.quoteSeen = true;
          continue;
        }
      }
      if (byte === NEWLINE) {
        if (this.lineHasContent) this.records += 1;
        this.lineHasContent = false;
        this.fieldStart = true;
      } else if (byte !== CARRIAGE_RETURN) {
        this.lineHasContent = true;
        if (byte === QUOTE && this.fieldStart) this.quoted = true;
        this.fieldStart = byte === this.delimiter;
      }
    }
  }

  end(): number {
    if (this.lineHasContent) this.records += 1;
    this.lineHasContent = false;
    return this.records;
  }
}

async function countCsvRecords(path: string, delimiter: string): Promise<number> {
  const counter = new CsvRecordCounter(delimiter.charCodeAt(0));
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 })) counter.write(chunk as Buffer);
  return counter.end();
}

/** `.csv`: UTF-8 with or without BOM; record numbers count the header record as 1 (docs/behaviour.md §5). */
async function openCsv(path: string, countRows: boolean): Promise<SheetSource> {
  const { size } = await stat(path);
  const file = await open(path, 'r');
  const sample = Buffer.alloc(Math.min(size, 64 * 1024));
  try {
    await file.read(sample, 0, sample.length, 0);
  } finally {
    await file.close();
  }
  const delimiter = detectDelimiter(sample.toString('utf8'));
  const rowsTotal = countRows ? Math.max(0, (await countCsvRecords(path, delimiter)) - 1) : null;
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
  return { rows: rows(), bytesTotal: size, rowsTotal, bytesRead: () => bytesRead, close: () => source.destroy() };
}
