import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SharedStringsFile } from './shared-strings-file.js';

describe('SharedStringsFile', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'shared-strings-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives every string back by index, read forward, backward and at random, then deletes its file', () => {
    const file = path.join(dir, 'upload.xlsx.strings');
    const table = new SharedStringsFile(file, 1_000_000, 'too many');
    const texts = Array.from({ length: 200_000 }, (_, i) =>
      i % 7 === 0 ? '' : `Şükrü ${i} ${'x'.repeat(i % 50)} 中文`,
    );
    texts[1234] = 'y'.repeat(3 * 1024 * 1024);
    for (const text of texts) table.add(text);
    table.finish();
    expect(table.count).toBe(texts.length);
    const wrong: number[] = [];
    const check = (i: number) => table.get(i) === texts[i] || wrong.push(i);
    for (let i = 0; i < texts.length; i += 1) {
      check(i);
      // The sheet keeps coming back to early strings (categories, cities) while it moves on.
      if (i % 100 === 0) check(i % 13);
    }
    for (let n = 0; n < 2000; n++) check((n * 7919) % texts.length);
    expect(wrong).toEqual([]);
    expect(table.get(texts.length)).toBeUndefined();
    expect(table.get(-1)).toBeUndefined();
    expect(table.get(Number.NaN)).toBeUndefined();
    table.close();
    table.close();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses more strings than its limit', () => {
    const table = new SharedStringsFile(path.join(dir, 'many.strings'), 3, 'Dosya reddedildi: çok fazla metin');
    table.add('a');
    table.add('b');
    table.add('c');
    expect(() => table.add('d')).toThrow('Dosya reddedildi: çok fazla metin');
    table.close();
  });
});
