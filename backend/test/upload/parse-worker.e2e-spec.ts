import { existsSync } from 'node:fs';
import { ImportParser } from '../../src/upload/import-parser.js';
import { IMPORT_WORKER_FROM_SOURCE } from '../support/test-app.js';
import type { ParsedBatch, ParseEvent } from '../../src/upload/parse/parse-pipeline.js';
import type { FileKind } from '../../src/upload/parse/sheet-readers.js';
import { SHARED_STRINGS_BOMB, SHARED_STRINGS_TOO_LARGE } from '../../src/upload/parse/sheet-readers.js';
import { sharedStringsPath } from '../../src/upload/parse/shared-strings-file.js';
import {
  sharedStringText,
  writeSharedStringsBomb,
  writeSharedStringsWorkbook,
  writeTruncated,
} from '../fixtures/bad-files.js';
import {
  FixtureDir,
  outscraperSheet,
  syntheticOutscraperRows,
  writeCsv,
  writeStreamedXlsx,
  writeXls,
  writeXlsx,
} from '../fixtures/spreadsheets.js';

async function collect(path: string, kind: FileKind, batchRows = 2000): Promise<ParseEvent[]> {
  const events: ParseEvent[] = [];
  for await (const event of new ImportParser(IMPORT_WORKER_FROM_SOURCE).parse({
    path,
    kind,
    batchRows,
    batchBytes: 8 * 1024 * 1024,
  }))
    events.push(event);
  return events;
}

const batches = (events: ParseEvent[]) => events.filter((e): e is ParsedBatch => e.type === 'batch');
const copyText = (batch: ParsedBatch) => new TextDecoder().decode(batch.copy);
const stagedLines = (events: ParseEvent[]) => batches(events).flatMap((b) => copyText(b).split('\n').filter(Boolean));

describe('import parser worker thread', () => {
  const dir = new FixtureDir();
  const rows = syntheticOutscraperRows(25, 'worker');
  afterAll(() => dir.remove());

  it.each([
    [
      'xlsx (exceljs workbook, shared strings)',
      'a.xlsx',
      'xlsx',
      (f: string) => writeXlsx(f, outscraperSheet(rows)),
      25,
    ],
    [
      'xlsx (streaming writer, sheet before workbook part)',
      'b.xlsx',
      'xlsx',
      (f: string) => writeStreamedXlsx(f, outscraperSheet(rows)),
      // That writer cannot know the sheet's size when it starts it: no <dimension>.
      null,
    ],
    ['xls (BIFF8)', 'c.xls', 'xls', (f: string) => writeXls(f, outscraperSheet(rows)), 25],
    ['csv', 'd.csv', 'csv', (f: string) => writeCsv(f, outscraperSheet(rows)), 25],
  ] as const)('parses %s in a worker thread into staging rows', async (_label, name, kind, write, rowsTotal) => {
    const file = await write(dir.file(name));
    const events = await collect(file, kind as FileKind, 10);
    expect(events[0]).toEqual({ type: 'header', bytesTotal: expect.any(Number), rowsTotal });
    expect(batches(events).map((b) => b.stagedRows)).toEqual([10, 10, 5]);
    const lines = stagedLines(events);
    expect(lines).toHaveLength(25);
    expect(lines[0]?.split('\t')[0]).toBe('2');
    expect(lines[24]?.split('\t')[0]).toBe('26');
    expect(lines[1]).toContain('Şükrü & Söhne');
    expect(events.at(-1)).toMatchObject({ type: 'end', totalRows: 25 });
  });

  it('hands every batch to a consumer slower than the reader, in order', async () => {
    const file = await writeCsv(dir.file('many.csv'), outscraperSheet(syntheticOutscraperRows(60, 'slow')));
    const rowNumbers: number[] = [];
    for await (const event of new ImportParser(IMPORT_WORKER_FROM_SOURCE).parse({
      path: file,
      kind: 'csv',
      batchRows: 5,
      batchBytes: 1 << 20,
    })) {
      if (event.type !== 'batch') continue;
      await new Promise((resolve) => setTimeout(resolve, 50));
      rowNumbers.push(
        ...copyText(event)
          .split('\n')
          .filter(Boolean)
          .map((line) => Number(line.split('\t')[0])),
      );
    }
    expect(rowNumbers).toEqual(Array.from({ length: 60 }, (_, i) => i + 2));
  });

  it.each([
    ['inline strings', false],
    ['shared strings', true],
  ])("keeps multi-byte characters whole across the reader's chunk boundaries (%s)", async (_label, shared) => {
    const names = Array.from({ length: 3000 }, (_, i) => `Şükrü Çağ Öğün İğdır ${i} 中文 – ü`);
    const file = await writeStreamedXlsx(
      dir.file(`multibyte-${shared}.xlsx`),
      [
        ['name', 'address', 'category', 'place_id', 'country_code'],
        ...names.map((name, i) => [name, `Straße ${i}`, 'Café', `mb-${i}`, 'TR']),
      ],
      shared,
    );
    const lines = stagedLines(await collect(file, 'xlsx'));
    expect(lines).toHaveLength(3000);
    expect(lines.filter((line) => line.includes('\uFFFD'))).toEqual([]);
    expect(lines.map((line) => line.split('\t')[1])).toEqual(names);
  });

  it('refuses a truncated xlsx with a clear message', async () => {
    const whole = await writeXlsx(dir.file('whole.xlsx'), outscraperSheet(rows));
    const file = await writeTruncated(whole, dir.file('half.xlsx'));
    await expect(collect(file, 'xlsx')).rejects.toThrow(/Dosya okunamadı/);
  });

  it('refuses a shared strings bomb, whether the zip admits its size, lies it small or claims more than 1 GB', async () => {
    const honest = await writeSharedStringsBomb(dir.file('bomb-honest.xlsx'), 300 * 1024 * 1024);
    const lying = await writeSharedStringsBomb(dir.file('bomb-lying.xlsx'), 300 * 1024 * 1024, 4096);
    const huge = await writeSharedStringsBomb(dir.file('bomb-huge.xlsx'), 1024 * 1024, 1100 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    await expect(collect(honest, 'xlsx')).rejects.toThrow(SHARED_STRINGS_BOMB);
    await expect(collect(lying, 'xlsx')).rejects.toThrow(SHARED_STRINGS_BOMB);
    await expect(collect(huge, 'xlsx')).rejects.toThrow(SHARED_STRINGS_TOO_LARGE);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  }, 60_000);

  it('reads a large shared strings table from disk: every cell gets its own text', async () => {
    const file = await writeSharedStringsWorkbook(dir.file('heavy.xlsx'), 200_000, 3000);
    const lines = stagedLines(await collect(file, 'xlsx'));
    expect(lines).toHaveLength(3000);
    const wrong = lines.filter((line, i) => {
      const fields = line.split('\t');
      return fields[1] !== sharedStringText(i) || !line.includes(sharedStringText(200_000 - 1 - i));
    });
    expect(wrong).toEqual([]);
    expect(existsSync(sharedStringsPath(file))).toBe(false);
  }, 60_000);
});
