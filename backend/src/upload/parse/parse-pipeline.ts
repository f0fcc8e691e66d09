import { LIMITS } from '@directory/shared';
import { cellText } from './cell-text.js';
import { encodeCopyLine } from './copy-text.js';
import { ColumnMap, FIELD_NAMES, HeaderOverrides, mapHeaders } from './header-aliases.js';
import { ImportFileError } from './import-file-error.js';
import { normalizeRow } from './row-normalizer.js';
import { FileKind, openSheet, SheetRow } from './sheet-readers.js';

export interface ParseOptions {
  path: string;
  kind: FileKind;
  /** Rows per batch, and a cap on a batch's COPY text so fat rows keep batches small. */
  batchRows: number;
  batchBytes: number;
  /** Fields chosen by hand for some headers (the upload's `columns`). */
  overrides?: HeaderOverrides;
  /** Read only the headers and this many data rows, and emit them as one `preview` event. */
  previewRows?: number;
}

/** The first rows of a file and the field each header feeds (contract names), before an import. */
export interface ParsedPreview {
  type: 'preview';
  headers: Array<{ header: string; field: string | null }>;
  rows: string[][];
  /** Data rows of the file, when it can tell (see SheetSource.rowsTotal). */
  rowsTotal: number | null;
}

export interface ParsedBatch {
  type: 'batch';
  /**
   * Staging rows in COPY text format, one line per row, as UTF-8 bytes: the worker hands the
   * buffer over to the main thread without a copy, and the main thread writes it as it is.
   */
  copy: Uint8Array;
  stagedRows: number;
  /** Rows refused while reading (blank required field, bad country code…). */
  errorCount: number;
  errors: string[];
  /** Rows whose place_id already came earlier in this batch. */
  skippedCount: number;
  skipped: string[];
  bytesRead: number;
  rowsRead: number;
}

export type ParseEvent =
  | { type: 'header'; bytesTotal: number; rowsTotal: number | null }
  | ParsedBatch
  | { type: 'progress'; bytesRead: number; rowsRead: number }
  | { type: 'end'; bytesRead: number; rowsRead: number; totalRows: number }
  | ParsedPreview;

export const NO_DATA_ROWS = 'Dosyada veri satırı yok: yalnızca başlık satırı bulundu';
export const EMPTY_FILE = 'Dosya boş: başlık satırı bulunamadı';
const PROGRESS_EVERY_MS = 500;
/** A preview cell is cut here: a long description is recognised by its start. */
const PREVIEW_CELL_CHARS = 200;
// TextEncoder always gives a buffer of its own (Buffer.from may hand out a shared pool), so it can be transferred.
const utf8 = new TextEncoder();

/**
 * Reads a spreadsheet, maps its headers, normalises every row and hands batches of staging
 * rows to `emit` (which may wait, so a slow database slows the reader instead of filling memory).
 * Runs in the import worker thread; plain functions only, so it can be tested directly too.
 */
export async function runParse(
  options: ParseOptions,
  emit: (event: ParseEvent) => Promise<void> | void,
): Promise<void> {
  const preview = options.previewRows !== undefined;
  // A preview counts a CSV's records too: the admin sees how many rows the file holds before importing it.
  const source = await openSheet(options.path, options.kind, { countRows: true });
  try {
    const rows = source.rows[Symbol.asyncIterator]();
    let header = await rows.next();
    while (!header.done && !header.value.cells.some((cell) => cellText(cell) !== null)) header = await rows.next();
    if (header.done) throw new ImportFileError(EMPTY_FILE);
    const headers = header.value.cells.map((cell) => cellText(cell) ?? '');
    const overrides = options.overrides ?? new Map();
    const strangers = [...overrides.keys()].filter((name) => !headers.includes(name));
    if (strangers.length > 0) {
      throw new ImportFileError(`Eşlenen başlıklar dosyada yok: ${strangers.map((name) => `"${name}"`).join(', ')}`);
    }
    const { map, missing } = mapHeaders(headers, overrides);
    if (preview) {
      await emit({
        ...(await previewOf(headers, map.columnFields, rows, options.previewRows ?? 0)),
        rowsTotal: source.rowsTotal,
      });
      return;
    }
    if (missing.length > 0) throw new ImportFileError(`Gerekli sütunlar eksik: ${missing.join(', ')}`);
    await emit({ type: 'header', bytesTotal: source.bytesTotal, rowsTotal: source.rowsTotal });

    let rowsRead = 0;
    let totalRows = 0;
    const reported = { errors: 0, skipped: 0 };
    let lastProgress = Date.now();
    let batch = newBatch();
    let copyText = '';
    let batchPlaces = new Set<string>();
    let batchSlugs = new Map<string, string>();
    // The report keeps 1 000 lines of each kind; past that, rows are only counted.
    const report = (kind: 'errors' | 'skipped', line: string) => {
      if (reported[kind] >= LIMITS.importReportMaxEntries) return;
      batch[kind].push(line);
      reported[kind] += 1;
    };
    const flush = async () => {
      batch.bytesRead = source.bytesRead();
      batch.rowsRead = rowsRead;
      batch.copy = utf8.encode(copyText);
      copyText = '';
      await emit(batch);
      batch = newBatch();
      batchPlaces = new Set();
      batchSlugs = new Map();
      lastProgress = Date.now();
    };

    for (let next = await rows.next(); !next.done; next = await rows.next()) {
      rowsRead += 1;
      const outcome = normalizeRow(next.value.cells, map, next.value.rowNumber);
      if (outcome.kind === 'blank') continue;
      totalRows += 1;
      if (outcome.kind === 'error') {
        batch.errorCount += 1;
        report('errors', outcome.message);
      } else {
        const { row } = outcome;
        const slugOwner = batchSlugs.get(row.slug);
        if (batchPlaces.has(row.placeId)) {
          batch.skippedCount += 1;
          report('skipped', `${row.name} (${row.placeId})`);
        } else if (slugOwner !== undefined && slugOwner !== row.placeId) {
          batch.errorCount += 1;
          report(
            'errors',
            `Satır ${row.rowNumber}: "${row.slug}" adresi başka bir işletmeyle çakışıyor (${slugOwner})`,
          );
        } else {
          batchPlaces.add(row.placeId);
          batchSlugs.set(row.slug, row.placeId);
          copyText += encodeCopyLine(row);
          batch.stagedRows += 1;
        }
      }
      if (batch.stagedRows >= options.batchRows || copyText.length >= options.batchBytes) {
        await flush();
      } else if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
        lastProgress = Date.now();
        await emit({ type: 'progress', bytesRead: source.bytesRead(), rowsRead });
      }
    }
    if (totalRows === 0) throw new ImportFileError(NO_DATA_ROWS);
    if (batch.stagedRows > 0 || batch.errorCount > 0 || batch.skippedCount > 0) await flush();
    await emit({ type: 'end', bytesRead: source.bytesTotal, rowsRead, totalRows });
  } finally {
    source.close();
  }
}

function newBatch(): ParsedBatch {
  return {
    type: 'batch',
    copy: new Uint8Array(0),
    stagedRows: 0,
    errorCount: 0,
    errors: [],
    skippedCount: 0,
    skipped: [],
    bytesRead: 0,
    rowsRead: 0,
  };
}

async function previewOf(
  headers: string[],
  fields: ColumnMap['columnFields'],
  rows: AsyncIterator<SheetRow>,
  count: number,
): Promise<Omit<ParsedPreview, 'rowsTotal'>> {
  const found: string[][] = [];
  while (found.length < count) {
    const next = await rows.next();
    if (next.done) break;
    const cells = headers.map((_header, column) =>
      (cellText(next.value.cells[column]) ?? '').slice(0, PREVIEW_CELL_CHARS),
    );
    if (cells.some((cell) => cell !== '')) found.push(cells);
  }
  return {
    type: 'preview',
    headers: headers.map((header, column) => {
      const field = fields[column];
      return { header, field: field ? FIELD_NAMES[field] : null };
    }),
    rows: found,
  };
}
