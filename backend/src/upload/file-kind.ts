import { open } from 'node:fs/promises';
import path from 'node:path';
import { ImportFileError } from './parse/import-file-error.js';
import type { FileKind } from './parse/sheet-readers.js';

/** docs/behaviour.md §5 (docs/screens.md §5 text) for a file that is not a spreadsheet by name or by content. */
export const NOT_EXCEL = 'Please select an Excel file (.xlsx or .xls)';

export const ACCEPTED_EXTENSIONS: ReadonlySet<string> = new Set(['.xlsx', '.xls', '.csv']);

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const SAMPLE_BYTES = 8192;

type Content = 'zip' | 'ole' | 'text' | 'other';

function isUtf8Text(sample: Buffer, complete: boolean): boolean {
  if (sample.includes(0) || sample.subarray(0, 5).toString('latin1') === '%PDF-') return false;
  // A multi-byte character may be cut at the end of the sample: drop up to three trailing bytes.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let cut = 0; cut <= (complete ? 0 : 3); cut++) {
    try {
      decoder.decode(sample.subarray(0, sample.length - cut));
      return true;
    } catch {
      // try a shorter sample
    }
  }
  return false;
}

async function sniff(file: string): Promise<Content> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const sample = Buffer.alloc(Math.min(size, SAMPLE_BYTES));
    await handle.read(sample, 0, sample.length, 0);
    if (sample.subarray(0, 4).equals(ZIP)) return 'zip';
    if (sample.subarray(0, 8).equals(OLE)) return 'ole';
    return isUtf8Text(sample, size <= SAMPLE_BYTES) ? 'text' : 'other';
  } finally {
    await handle.close();
  }
}

/**
 * Which reader a file needs, by extension and by content: `.xlsx` must be a zip, `.xls` an OLE
 * compound file (or a zip/text file saved under that name, which Excel opens too), `.csv` text.
 */
export async function detectFileKind(file: string, originalName: string): Promise<FileKind> {
  const extension = path.extname(originalName).toLowerCase();
  if (!ACCEPTED_EXTENSIONS.has(extension)) throw new ImportFileError(NOT_EXCEL);
  const content = await sniff(file);
  if (content === 'zip' && extension !== '.csv') return 'xlsx';
  if (content === 'ole' && extension === '.xls') return 'xls';
  if (content === 'text' && extension !== '.xlsx') return 'csv';
  throw new ImportFileError(NOT_EXCEL);
}
