// Parse-only baseline of the import benchmark, in its own process:
//   node bench/import-parse-only.mjs <file.xlsx> workbook-reader | import-reader [distDir]
// `workbook-reader`: exceljs's streaming WorkbookReader on the file path, as its docs show it.
// `import-reader`: the import's own reader (saxes over the zip parts, shared strings on disk), rows only.
// Every row's values are read, nothing else; prints {rows, seconds, peakRssMb} as JSON.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [file, mode, distDir = path.resolve(import.meta.dirname, '../dist')] = process.argv.slice(2);

async function* workbookReaderRows() {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    styles: 'ignore',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) yield row.values;
    return;
  }
}

async function* importReaderRows() {
  const { openSheet } = await import(pathToFileURL(path.join(distDir, 'upload/parse/sheet-readers.js')).href);
  const source = await openSheet(file, 'xlsx');
  for await (const row of source.rows) yield row.cells;
}

const started = process.hrtime.bigint();
let rows = 0;
let cells = 0;
for await (const values of mode === 'import-reader' ? importReaderRows() : workbookReaderRows()) {
  rows += 1;
  cells += values.length;
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const peakKb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
process.stdout.write(JSON.stringify({ rows: rows - 1, cells, seconds, peakRssMb: peakKb / 1024 }));
