import { FileHandle, open } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import { createInflateRaw, inflateRawSync } from 'node:zlib';
import { createReadStream } from 'node:fs';
import { ImportFileError } from './import-file-error.js';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's local header starts. */
  offset: number;
  /** Where its bytes (header, data, descriptor) end: the next entry's header or the central directory. */
  end: number;
}

export interface ZipDirectory {
  entries: Map<string, ZipEntry>;
  /** Central directory and end records: [start, file size). */
  directoryStart: number;
  size: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const MAX_DIRECTORY_BYTES = 64 * 1024 * 1024;

export const UNREADABLE =
  'Dosya okunamadı: geçerli bir Excel dosyası değil veya eksik (bozuk/yarım yüklenmiş olabilir)';

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * Reads a zip's central directory without touching its data. A truncated upload has no
 * end record (or one that points past the end of the file), so it is refused here.
 */
export async function readZipDirectory(path: string): Promise<ZipDirectory> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, 65_557);
    const tail = await readAt(file, size - tailLength, tailLength);
    let eocd = -1;
    for (let i = tail.length - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) throw new ImportFileError(UNREADABLE);
    let count = tail.readUInt16LE(eocd + 10);
    let directorySize = tail.readUInt32LE(eocd + 12);
    let directoryStart = tail.readUInt32LE(eocd + 16);
    if ((count === 0xffff || directorySize === 0xffffffff || directoryStart === 0xffffffff) && eocd >= 20) {
      if (tail.readUInt32LE(eocd - 20) === ZIP64_LOCATOR) {
        const record = await readAt(file, Number(tail.readBigUInt64LE(eocd - 12)), 56);
        if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_EOCD) throw new ImportFileError(UNREADABLE);
        count = Number(record.readBigUInt64LE(32));
        directorySize = Number(record.readBigUInt64LE(40));
        directoryStart = Number(record.readBigUInt64LE(48));
      }
    }
    if (directoryStart + directorySize > size || directorySize > MAX_DIRECTORY_BYTES)
      throw new ImportFileError(UNREADABLE);
    const directory = await readAt(file, directoryStart, directorySize);
    const list: ZipEntry[] = [];
    let at = 0;
    for (let i = 0; i < count; i++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_HEADER)
        throw new ImportFileError(UNREADABLE);
      const method = directory.readUInt16LE(at + 10);
      let compressedSize = directory.readUInt32LE(at + 20);
      let uncompressedSize = directory.readUInt32LE(at + 24);
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      let offset = directory.readUInt32LE(at + 42);
      const name = directory.toString('utf8', at + 46, at + 46 + nameLength).replace(/^\/+/, '');
      // Zip64: the real sizes sit in extra field 0x0001, in this order, for each field marked 0xffffffff.
      let extra = at + 46 + nameLength;
      const extraEnd = extra + extraLength;
      while (extra + 4 <= extraEnd) {
        const id = directory.readUInt16LE(extra);
        const length = directory.readUInt16LE(extra + 2);
        if (id === 0x0001) {
          let p = extra + 4;
          const next = () => {
            const value = Number(directory.readBigUInt64LE(p));
            p += 8;
            return value;
          };
          if (uncompressedSize === 0xffffffff) uncompressedSize = next();
          if (compressedSize === 0xffffffff) compressedSize = next();
          if (offset === 0xffffffff) offset = next();
        }
        extra += 4 + length;
      }
      list.push({ name, method, compressedSize, uncompressedSize, offset, end: 0 });
      at = extraEnd + commentLength;
    }
    list.sort((a, b) => a.offset - b.offset);
    list.forEach((entry, i) => {
      entry.end = list[i + 1]?.offset ?? directoryStart;
      if (entry.offset + 30 + entry.compressedSize > entry.end) throw new ImportFileError(UNREADABLE);
    });
    return { entries: new Map(list.map((entry) => [entry.name, entry])), directoryStart, size };
  } finally {
    await file.close();
  }
}

/** Where an entry's compressed data starts (after its local header, whose name/extra lengths may differ from the directory's). */
async function dataStart(path: string, entry: ZipEntry): Promise<number> {
  const file = await open(path, 'r');
  try {
    const header = await readAt(file, entry.offset, 30);
    if (header.length < 30 || header.readUInt32LE(0) !== 0x04034b50) throw new ImportFileError(UNREADABLE);
    return entry.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  } finally {
    await file.close();
  }
}

/** A small entry (workbook.xml, its rels) inflated into text. */
export async function readSmallEntry(path: string, entry: ZipEntry, maxBytes: number): Promise<string> {
  if (entry.uncompressedSize > maxBytes || entry.compressedSize > maxBytes) throw new ImportFileError(UNREADABLE);
  const start = await dataStart(path, entry);
  const file = await open(path, 'r');
  try {
    const data = await readAt(file, start, entry.compressedSize);
    if (entry.method === 0) return data.toString('utf8');
    if (entry.method !== 8) throw new ImportFileError(UNREADABLE);
    return inflateRawSync(data, { maxOutputLength: maxBytes }).toString('utf8');
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(UNREADABLE);
  } finally {
    await file.close();
  }
}

/**
 * The real inflated size of an entry, counted by streaming it through zlib and stopping
 * once it passes `limit` (sizes in the directory can lie; a zip bomb's do).
 */
export async function inflatedSizeUpTo(path: string, entry: ZipEntry, limit: number): Promise<number> {
  if (entry.method === 0) return entry.compressedSize;
  const start = await dataStart(path, entry);
  if (entry.compressedSize === 0) return 0;
  return new Promise((resolve, reject) => {
    let total = 0;
    const source = createReadStream(path, { start, end: start + entry.compressedSize - 1 });
    const inflate = createInflateRaw();
    const stop = (value: number) => {
      source.destroy();
      inflate.destroy();
      resolve(value);
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) stop(total);
    });
    inflate.on('end', () => resolve(total));
    inflate.on('error', () => reject(new ImportFileError(UNREADABLE)));
    source.on('error', reject);
    source.pipe(inflate);
  });
}

/** An entry's bytes, inflated as they are read from its byte range. */
export async function* entryChunks(path: string, entry: ZipEntry): AsyncGenerator<Buffer> {
  if (entry.method !== 0 && entry.method !== 8) throw new ImportFileError(UNREADABLE);
  const start = await dataStart(path, entry);
  if (entry.compressedSize === 0) return;
  const source = createReadStream(path, { start, end: start + entry.compressedSize - 1, highWaterMark: 256 * 1024 });
  const data =
    entry.method === 0 ? source : pipeline(source, createInflateRaw({ chunkSize: 64 * 1024 }), () => undefined);
  try {
    for await (const chunk of data) yield chunk as Buffer;
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(UNREADABLE);
  } finally {
    data.destroy();
  }
}

/** The first `maxBytes` (or so) of an entry, inflated: enough for the tags at the top of a sheet part. */
export async function readEntryHead(path: string, entry: ZipEntry, maxBytes: number): Promise<string> {
  const start = await dataStart(path, entry);
  const length = entry.method === 0 ? Math.min(entry.compressedSize, maxBytes) : entry.compressedSize;
  if (length === 0) return '';
  const source = createReadStream(path, { start, end: start + length - 1 });
  if (entry.method !== 8) {
    const chunks: Buffer[] = [];
    for await (const chunk of source) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const inflate = createInflateRaw();
    const done = () => {
      source.destroy();
      inflate.destroy();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    inflate.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      total += chunk.length;
      if (total >= maxBytes) done();
    });
    inflate.on('end', done);
    inflate.on('error', () => reject(new ImportFileError(UNREADABLE)));
    source.on('error', reject);
    source.pipe(inflate);
  });
}
