import { from as copyFrom } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
const SPECIAL = /[\\\t\n\r]/;
const SPECIAL_ALL = /[\\\t\n\r]/g;
const ESCAPES = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
/** One field in PostgreSQL's text COPY format: `\N` for null, backslash escapes for tab, newline, CR and backslash. */
export function copyField(value) {
    if (value === null)
        return '\\N';
    if (typeof value === 'boolean')
        return value ? 't' : 'f';
    if (typeof value === 'number')
        return String(value);
    if (value instanceof Date)
        return value.toISOString();
    return SPECIAL.test(value) ? value.replace(SPECIAL_ALL, (ch) => ESCAPES[ch]) : value;
}
export function copyLine(values) {
    let line = copyField(values[0] ?? null);
    for (let i = 1; i < values.length; i++)
        line += '\t' + copyField(values[i] ?? null);
    return line;
}
const LINES_PER_WRITE = 2000;
function* batches(lines) {
    for (let i = 0; i < lines.length; i += LINES_PER_WRITE) {
        yield lines.slice(i, i + LINES_PER_WRITE).join('\n') + '\n';
    }
}
/** Streams prepared text-format lines into `table (columns)` with `COPY … FROM STDIN`; resolves with the row count. */
export async function copyLines(client, table, columns, lines) {
    if (lines.length === 0)
        return 0;
    const target = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
    await pipeline(Readable.from(batches(lines)), target);
    return target.rowCount;
}
//# sourceMappingURL=copy-text.js.map