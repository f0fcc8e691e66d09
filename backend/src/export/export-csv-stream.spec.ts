import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { protectCell } from './csv-cell.js';
import { ExportCsvStream } from './export-csv-stream.js';

// Read as bytes: a TextDecoder would drop the BOM the head starts with.
const through = async (chunks: string[], head?: string) => {
  const records = new ExportCsvStream(head ? Buffer.from(head) : undefined);
  return (await buffer(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(records))).toString('utf8');
};

/** PostgreSQL's CSV quotes a field only when it holds a comma, quote, CR or LF, and doubles quotes. */
const asPostgresWritesIt = (field: string) => (/[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field);

describe('ExportCsvStream', () => {
  it('ends every record with CRLF', async () => {
    expect(await through(['a,b\nc,d\n'])).toBe('a,b\r\nc,d\r\n');
  });

  it('keeps line feeds inside quoted fields, also when a chunk ends inside the quotes', async () => {
    expect(await through(['x,"line 1\nli', 'ne 2"\ny,"say ""hi""\n', 'there"\n'])).toBe(
      'x,"line 1\nline 2"\r\ny,"say ""hi""\nthere"\r\n',
    );
  });

  it('sends the head before the first record, or alone when there are no records', async () => {
    expect(await through(['a\n'], '\uFEFFH\r\n')).toBe('\uFEFFH\r\na\r\n');
    expect(await through([], '\uFEFFH\r\n')).toBe('\uFEFFH\r\n');
  });

  it('carries a field cut by the end of a chunk over to the next one', async () => {
    expect(await through(['abc', 'def,=g', 'h\n'])).toBe("abcdef,'=gh\r\n");
  });

  it('applies the formula rule to every cell, quoted or not, and leaves numbers and phone numbers alone', async () => {
    expect(
      await through(['=1+2,+49 30 1234567,-33.8688,"=HYPERLINK(""x"",""y"")",@SUM(A1),"-a,b",\tTab,plain\n']),
    ).toBe(`'=1+2,+49 30 1234567,-33.8688,"'=HYPERLINK(""x"",""y"")",'@SUM(A1),"'-a,b",'\tTab,plain\r\n`);
  });

  it('gives every field back (formula rule applied) with CRLF record ends, however the bytes are cut', async () => {
    let state = 7;
    const random = (n: number) => ((state = (state * 1103515245 + 12345) % 2 ** 31), state % n);
    const pieces = ['a', 'ş', ',', '"', '\n', '""', ' ', '\r\n', 'x\ny', '=', '+1', '-', '@'];
    const rows = Array.from({ length: 300 }, () =>
      Array.from({ length: 1 + random(4) }, () =>
        Array.from({ length: random(6) }, () => pieces[random(pieces.length)]).join(''),
      ),
    );
    const lf = Buffer.from(rows.map((row) => `${row.map(asPostgresWritesIt).join(',')}\n`).join(''));
    const chunks: string[] = [];
    for (let at = 0; at < lf.length;) {
      const size = 1 + random(40);
      chunks.push(lf.subarray(at, at + size).toString('latin1'));
      at += size;
    }
    const records = new ExportCsvStream();
    const out = await buffer(Readable.from(chunks.map((chunk) => Buffer.from(chunk, 'latin1'))).pipe(records));
    const text = out.toString('utf8');
    const expected = rows.map((row) => `${row.map(protectCell).map(asPostgresWritesIt).join(',')}\r\n`).join('');
    expect(text).toBe(expected);
  });
});
