import { ImportParser } from '../../src/upload/import-parser.js';
import type { ParsedBatch, ParseEvent } from '../../src/upload/parse/parse-pipeline.js';
import type { FileKind } from '../../src/upload/parse/sheet-readers.js';
import { writeSharedStringsBomb, writeTruncated } from '../fixtures/bad-files.js';
import {
  FixtureDir,
  OUTSCRAPER_HEADERS,
  syntheticOutscraperRow,
  writeCsv,
  writeStreamedXlsx,
  writeXls,
  writeXlsx,
} from '../fixtures/spreadsheets.js';

async function collect(path: string, kind: FileKind, batchRows = 2000): Promise<ParseEvent[]> {
  const events: ParseEvent[] = [];
  for await (const event of new ImportParser().parse({ path, kind, batchRows, batchBytes: 8 * 1024 * 1024 }))
    events.push(event);
  return events;
}

const batches = (events: ParseEvent[]) => events.filter((e): e is ParsedBatch => e.type === 'batch');
const copyText = (batch: ParsedBatch) => new TextDecoder().decode(batch.copy);
const stagedLines = (events: ParseEvent[]) => batches(events).flatMap((b) => copyText(b).split('\n').filter(Boolean));

describe('import parser worker thread', () => {
  const dir = new FixtureDir();
  const rows = Array.from({ length: 25 }, (_, i) => syntheticOutscraperRow(i, 'worker'));
  afterAll(() => dir.remove());

  it.each([
    [
      'xlsx (exceljs workbook, shared strings)',
      'a.xlsx',
      'xlsx',
      (f: string) => writeXlsx(f, [[...OUTSCRAPER_HEADERS], ...rows]),
    ],
    [
      'xlsx (streaming writer, sheet before workbook part)',
      'b.xlsx',
      'xlsx',
      (f: string) => writeStreamedXlsx(f, [[...OUTSCRAPER_HEADERS], ...rows]),
    ],
    ['xls (BIFF8)', 'c.xls', 'xls', (f: string) => writeXls(f, [[...OUTSCRAPER_HEADERS], ...rows])],
    ['csv', 'd.csv', 'csv', (f: string) => writeCsv(f, [[...OUTSCRAPER_HEADERS], ...rows])],
  ] as const)('parses %s in a worker thread into staging rows', async (_label, name, kind, write) => {
    const file = await write(dir.file(name));
    const events = await collect(file, kind as FileKind, 10);
    expect(events[0]).toMatchObject({ type: 'header' });
    expect(batches(events).map((b) => b.stagedRows)).toEqual([10, 10, 5]);
    const lines = stagedLines(events);
    expect(lines).toHaveLength(25);
    expect(lines[0]?.split('\t')[0]).toBe('2');
    expect(lines[24]?.split('\t')[0]).toBe('26');
    expect(lines[1]).toContain('Şükrü & Söhne');
    expect(events.at(-1)).toMatchObject({ type: 'end', totalRows: 25 });
  });

  it('hands every batch to a consumer slower than the reader, in order', async () => {
    const file = await writeCsv(dir.file('many.csv'), [
      [...OUTSCRAPER_HEADERS],
      ...Array.from({ length: 60 }, (_, i) => syntheticOutscraperRow(i, 'slow')),
    ]);
    const rowNumbers: number[] = [];
    for await (const event of new ImportParser().parse({
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
    const whole = await writeXlsx(dir.file('whole.xlsx'), [[...OUTSCRAPER_HEADERS], ...rows]);
    const file = await writeTruncated(whole, dir.file('half.xlsx'));
    await expect(collect(file, 'xlsx')).rejects.toThrow(/Dosya okunamadı/);
  });

  it('refuses shared strings that inflate past 1 GB, whether the zip admits it or lies about it', async () => {
    const honest = await writeSharedStringsBomb(dir.file('bomb-honest.xlsx'), 1100 * 1024 * 1024, false);
    const lying = await writeSharedStringsBomb(dir.file('bomb-lying.xlsx'), 1100 * 1024 * 1024, true);
    const before = process.memoryUsage().rss;
    await expect(collect(honest, 'xlsx')).rejects.toThrow(/sharedStrings/);
    await expect(collect(lying, 'xlsx')).rejects.toThrow(/sharedStrings/);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  }, 120_000);
});
