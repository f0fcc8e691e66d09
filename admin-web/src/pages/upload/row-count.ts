const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;

/**
 * Counts the records of a CSV fed in chunks of bytes, as the importer reads it: a line break inside
 * quotes is part of a value, and a record with nothing but blanks is no row (docs/behaviour.md §5).
 * `dataRows` leaves out the header record.
 */
export class CsvRowCounter {
  private quoted = false;
  private filled = false;
  private records = 0;

  write(chunk: Uint8Array): void {
    for (const byte of chunk) {
      if (byte === QUOTE) {
        this.quoted = !this.quoted;
        this.filled = true;
      } else if (byte === LF && !this.quoted) {
        this.endRecord();
      } else if (byte !== CR && byte !== SPACE && byte !== TAB) {
        this.filled = true;
      }
    }
  }

  /** Data rows once the whole file has been written. */
  dataRows(): number {
    this.endRecord();
    return Math.max(0, this.records - 1);
  }

  private endRecord(): void {
    if (this.filled) this.records++;
    this.filled = false;
  }
}

/** Data rows of a CSV file, read as a stream so that a large file never sits whole in memory. */
export async function countCsvRows(file: Blob): Promise<number> {
  const counter = new CsvRowCounter();
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    counter.write(value);
  }
  return counter.dataRows();
}
