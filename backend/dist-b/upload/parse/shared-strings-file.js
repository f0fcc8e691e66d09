import { closeSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { ImportFileError } from './import-file-error.js';
/** Strings kept per index entry: the index holds the file offset of every 16th string only. */
const STRIDE = 16;
const WRITE_BUFFER_BYTES = 1024 * 1024;
const AHEAD_WINDOW_BYTES = 1024 * 1024;
const BEHIND_WINDOW_BYTES = 64 * 1024;
/** Strings read again after the reader has moved past them (categories, cities…), kept until this many. */
const MAX_REMEMBERED = 50_000;
/** Where an upload's shared strings are spilled while it is read. */
export function sharedStringsPath(uploadPath) {
    return `${uploadPath}.strings`;
}
/** A byte range of the file kept in memory, reloaded from `start` when a read falls outside it. */
class Window {
    fd;
    capacity;
    bytes = Buffer.alloc(0);
    start = 0;
    constructor(fd, capacity) {
        this.fd = fd;
        this.capacity = capacity;
    }
    get end() {
        return this.start + this.bytes.length;
    }
    read(position, length) {
        if (position < this.start || position + length > this.end) {
            const buffer = Buffer.allocUnsafe(Math.max(this.capacity, length));
            const got = readSync(this.fd, buffer, 0, buffer.length, position);
            this.bytes = buffer.subarray(0, got);
            this.start = position;
        }
        return this.bytes.subarray(position - this.start, position - this.start + length);
    }
}
/**
 * An xlsx's shared strings table on disk instead of in memory: exceljs keeps it as a JS array
 * (about 3.5 times the XML's size in heap), so one large export could take a gigabyte. Strings
 * are appended as `[uint32 length][UTF-8]`; memory holds a sparse index, a read window that
 * follows the sheet (writers number strings in order of first use, so reads mostly move forward)
 * and the strings read again behind it.
 */
export class SharedStringsFile {
    path;
    maxCount;
    tooMany;
    fd;
    pending = Buffer.allocUnsafe(WRITE_BUFFER_BYTES);
    pendingLength = 0;
    size = 0;
    index = new Uint32Array(1024);
    ahead;
    behind;
    remembered = new Map();
    closed = false;
    count = 0;
    constructor(path, maxCount, tooMany) {
        this.path = path;
        this.maxCount = maxCount;
        this.tooMany = tooMany;
        this.fd = openSync(path, 'w+');
        this.ahead = new Window(this.fd, AHEAD_WINDOW_BYTES);
        this.behind = new Window(this.fd, BEHIND_WINDOW_BYTES);
    }
    add(text) {
        if (this.count >= this.maxCount)
            throw new ImportFileError(this.tooMany);
        if (this.count % STRIDE === 0) {
            const slot = this.count / STRIDE;
            if (slot === this.index.length) {
                const grown = new Uint32Array(this.index.length * 2);
                grown.set(this.index);
                this.index = grown;
            }
            this.index[slot] = this.size;
        }
        const length = Buffer.byteLength(text, 'utf8');
        if (this.pendingLength + 4 + length > this.pending.length)
            this.flush();
        if (4 + length > this.pending.length) {
            const record = Buffer.allocUnsafe(4 + length);
            record.writeUInt32LE(length, 0);
            record.write(text, 4, 'utf8');
            writeSync(this.fd, record, 0, record.length, this.size);
        }
        else {
            this.pending.writeUInt32LE(length, this.pendingLength);
            this.pending.write(text, this.pendingLength + 4, 'utf8');
            this.pendingLength += 4 + length;
        }
        this.size += 4 + length;
        this.count += 1;
    }
    /** After the last `add`: the table can be read. */
    finish() {
        this.flush();
    }
    get(index) {
        if (!Number.isInteger(index) || index < 0 || index >= this.count)
            return undefined;
        const blockStart = this.index[Math.floor(index / STRIDE)];
        const isBehind = blockStart < this.ahead.start;
        if (isBehind) {
            const known = this.remembered.get(index);
            if (known !== undefined)
                return known;
        }
        const window = isBehind ? this.behind : this.ahead;
        let position = blockStart;
        for (let skip = index % STRIDE; skip > 0; skip--)
            position += 4 + window.read(position, 4).readUInt32LE(0);
        const length = window.read(position, 4).readUInt32LE(0);
        const text = window.read(position + 4, length).toString('utf8');
        if (isBehind) {
            if (this.remembered.size >= MAX_REMEMBERED)
                this.remembered.clear();
            this.remembered.set(index, text);
        }
        return text;
    }
    /** Closes and deletes the file; once, since a closed descriptor's number may already belong to another file. */
    close() {
        if (this.closed)
            return;
        this.closed = true;
        closeSync(this.fd);
        rmSync(this.path, { force: true });
    }
    flush() {
        if (this.pendingLength === 0)
            return;
        writeSync(this.fd, this.pending, 0, this.pendingLength, this.size - this.pendingLength);
        this.pendingLength = 0;
    }
}
//# sourceMappingURL=shared-strings-file.js.map