import { Blob as NodeBlob } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { countCsvRows, CsvRowCounter } from './row-count';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('CsvRowCounter', () => {
  it('counts data rows without the header, blank lines and line breaks inside quotes', () => {
    const counter = new CsvRowCounter();
    counter.write(bytes('name,address\r\nA,"Street 1\nBerlin"\n\n  \n"B ""x""",Street 2'));
    expect(counter.dataRows()).toBe(2);
  });

  it('keeps a quote open across chunks', () => {
    const counter = new CsvRowCounter();
    for (const part of ['name,desc\nA,"one\n', 'two"\nB,three\n']) counter.write(bytes(part));
    expect(counter.dataRows()).toBe(2);
  });

  it('reads a file as a stream', async () => {
    expect(await countCsvRows(new NodeBlob(['h\n1\n2\n3\n']) as unknown as Blob)).toBe(3);
  });
});
