/**
 * Exports repeat the same cell text on many rows: each distinct text is parsed once, up to
 * `size` texts at a time. Parsed results are shared between rows and never mutated.
 */
export function memoizeByText<T>(parse: (text: string) => T | null, size = 5000): (text: string | null) => T | null {
  const memo = new Map<string, T | null>();
  return (text) => {
    if (!text) return null;
    const known = memo.get(text);
    if (known !== undefined) return known;
    if (memo.size >= size) memo.clear();
    const parsed = parse(text);
    memo.set(text, parsed);
    return parsed;
  };
}
