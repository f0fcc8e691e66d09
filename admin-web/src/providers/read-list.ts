type Row = Record<string, unknown>;

const LIST_KEYS = ['items', 'messages', 'entries', 'imports', 'history', 'data', 'results', 'rows'] as const;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

function totalOf(body: Row, fallback: number): number {
  const pagination = isRow(body.pagination) ? body.pagination : {};
  const total = Number(pagination.total ?? body.total ?? body.count);
  return Number.isFinite(total) && total >= 0 ? total : fallback;
}

/**
 * Reads a back-office list whose shape the contract leaves open ("lists for the back office"):
 * a bare array, or an object holding the rows under a usual key, with an optional total.
 */
export function readList(body: unknown): { items: Row[]; total: number } {
  if (Array.isArray(body)) {
    const items = body.filter(isRow);
    return { items, total: items.length };
  }
  if (!isRow(body)) return { items: [], total: 0 };
  const key = LIST_KEYS.find((k) => Array.isArray(body[k])) ?? Object.keys(body).find((k) => Array.isArray(body[k]));
  const items = key ? (body[key] as unknown[]).filter(isRow) : [];
  return { items, total: totalOf(body, items.length) };
}

/** The first present value among alternative field names, for rows of an unfixed shape. */
export function pick(row: Row | undefined, ...names: string[]): unknown {
  for (const name of names) {
    const value = row?.[name];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}
