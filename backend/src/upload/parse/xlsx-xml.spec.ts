import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SharedStringsFile } from './shared-strings-file.js';
import { readSharedStrings, sheetRows, XmlRow } from './xlsx-xml.js';

/** The XML in chunks of `size` bytes, so multi-byte characters get cut between chunks. */
async function* chunksOf(xml: string, size: number): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(xml, 'utf8');
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

const SHARED_STRINGS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="4" uniqueCount="4">
  <si><t>Şükrü &amp; Söhne 中文</t></si>
  <si><r><rPr><b/></rPr><t xml:space="preserve">Rich </t></r><r><t>Name</t></r></si>
  <si><t/></si>
  <si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></si>
</sst>`;

const SHEET = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
  <x:dimension ref="A1:F3"/>
  <x:sheetData>
    <x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="s"><x:v>1</x:v></x:c><x:c r="D1" t="s"><x:v>3</x:v></x:c></x:row>
    <x:row r="2">
      <x:c r="A2" t="inlineStr"><x:is><x:r><x:t>Straße </x:t></x:r><x:r><x:t>1 – ü</x:t></x:r></x:is></x:c>
      <x:c r="B2"><x:v>41.0082</x:v></x:c>
      <x:c r="C2" t="b"><x:v>1</x:v></x:c>
      <x:c r="D2" t="str"><x:f>A2&amp;"!"</x:f><x:v>Straße 1 – ü!</x:v></x:c>
      <x:c r="E2"><x:f>B2*2</x:f><x:v>82.0164</x:v></x:c>
      <x:c r="F2" t="e"><x:f>1/0</x:f><x:v>#DIV/0!</x:v></x:c>
    </x:row>
    <x:row r="5"><x:c r="AA5" t="s"><x:v>2</x:v></x:c><x:c><x:v>7</x:v></x:c><x:c r="AC5"><x:f>NOW()</x:f></x:c></x:row>
    <x:row><x:c t="b"><x:v>0</x:v></x:c></x:row>
  </x:sheetData>
</x:worksheet>`;

describe('xlsx XML parts', () => {
  let dir: string;
  let strings: SharedStringsFile;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'xlsx-xml-'));
    strings = new SharedStringsFile(path.join(dir, 'upload.strings'), 100, 'too many');
  });
  afterEach(() => {
    strings.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const readSheet = async (chunkSize: number) => {
    await readSharedStrings(chunksOf(SHARED_STRINGS, chunkSize), strings, () => undefined);
    const rows: XmlRow[] = [];
    let bytes = 0;
    for await (const row of sheetRows(chunksOf(SHEET, chunkSize), strings, (n) => (bytes += n))) rows.push(row);
    return { rows, bytes };
  };

  it.each([1, 2, 3, 7, 64 * 1024])(
    'reads every kind of cell, with characters cut between %i-byte chunks kept whole',
    async (chunkSize) => {
      const { rows, bytes } = await readSheet(chunkSize);
      expect(bytes).toBe(Buffer.byteLength(SHEET, 'utf8'));
      expect(rows.map((row) => row.rowNumber)).toEqual([1, 2, 5, 6]);
      const [header, values, sparse, unnumbered] = rows.map((row) => row.cells);
      // Shared strings: plain, rich text joined, phonetic guide left out; column C missing.
      expect(header).toEqual(['Şükrü & Söhne 中文', 'Rich Name', undefined, '東京']);
      // Inline rich text joined; numbers; booleans; formulas give their cached result, an error none.
      expect(values).toEqual(['Straße 1 – ü', 41.0082, true, 'Straße 1 – ü!', 82.0164, null]);
      // AA = 26; a cell without reference follows the previous one; a formula never calculated is empty.
      expect(sparse?.length).toBe(28);
      expect([sparse?.[26], sparse?.[27], 28 in (sparse ?? [])]).toEqual(['', 7, false]);
      expect(unnumbered).toEqual([false]);
    },
  );

  it("leaves out a cell past Excel's last column rather than making a row of billions of cells", async () => {
    const sheet =
      '<worksheet><sheetData><row r="1"><c r="XFD1"><v>1</v></c><c r="ZZZZZZ1"><v>2</v></c></row></sheetData></worksheet>';
    const rows: XmlRow[] = [];
    for await (const row of sheetRows(chunksOf(sheet, 64), null, () => undefined)) rows.push(row);
    expect(rows[0]?.cells.length).toBe(16_384);
    expect(rows[0]?.cells[16_383]).toBe(1);
  });

  it('refuses XML that is not well formed', async () => {
    const rows = async () => {
      for await (const row of sheetRows(chunksOf('<worksheet><sheetData><row r="1"><c>', 4), null, () => undefined))
        void row;
    };
    await expect(rows()).rejects.toThrow();
  });
});
