/**
 * docs/behaviour.md §10 matching rules shared by the API and its tests: how typed text becomes words,
 * how many typos a word may carry, and how a known word matches a typed one.
 */

/** How a dictionary word matched a typed word; lower ranks first. */
export const MatchClass = { exact: 0, prefix: 1, oneTypo: 2, twoTypos: 3 } as const;
export type MatchClass = (typeof MatchClass)[keyof typeof MatchClass];

/**
 * Runs of letters (with their combining marks) and digits, lower-cased, in typed order. Folding
 * accents is the database's job (`unaccent`), so typed words and indexed words fold alike.
 * `İ` lower-cases to `i` plus a combining dot, which no fold removes; the dot goes here.
 */
export function searchWords(text: string): string[] {
  const lower = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/i\u0307/g, 'i');
  return lower.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/** "A word of 4–7 letters matches with one typo, 8 or more with two"; shorter words only exactly. */
export function typoBudget(length: number): number {
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/** Longer typed words match only as typed (or as a prefix), which bounds a search's cost whatever is typed. */
export const TYPO_TOLERANT_LETTERS = 32;

/**
 * The word with up to `typoBudget(length)` letters deleted, itself included: the keys of the
 * symmetric-delete index. Two words within that many typos of each other (a swap is one
 * deletion on each side) share a key. The database's `search_deletions` makes the same keys
 * for the dictionary's words.
 */
export function deletionVariants(word: string): string[] {
  const letters = Array.from(word);
  // Its keys grow with the square of its length; no word people search by is this long.
  if (letters.length > TYPO_TOLERANT_LETTERS) return [word];
  const depth = typoBudget(letters.length);
  const variants = new Set([word]);
  let frontier = [letters];
  for (let level = 0; level < depth; level++) {
    const next: string[][] = [];
    for (const current of frontier) {
      for (let i = 0; i < current.length; i++) {
        const shorter = [...current.slice(0, i), ...current.slice(i + 1)];
        const key = shorter.join('');
        if (!variants.has(key)) {
          variants.add(key);
          next.push(shorter);
        }
      }
    }
    frontier = next;
  }
  return [...variants];
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of
 * neighbours each count one ("a typo is an insertion, deletion, substitution or a swap of
 * neighbours"). Compared by code point, so `ü` is one letter.
 */
export function typoDistance(typed: string, known: string): number {
  const a = Array.from(typed);
  const b = Array.from(known);
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/**
 * How `known` (a folded dictionary word) matches `typed` (a folded typed word), or null when it
 * does not: the same word, a longer word it starts (only for the last word, typed as you go),
 * or a word within the typed word's typo budget.
 */
export function matchClass(typed: string, known: string, asPrefix: boolean): MatchClass | null {
  if (known === typed) return MatchClass.exact;
  if (asPrefix && known.startsWith(typed)) return MatchClass.prefix;
  const budget = typoBudget(Array.from(typed).length);
  if (budget === 0) return null;
  const distance = typoDistance(typed, known);
  if (distance === 1) return MatchClass.oneTypo;
  if (distance === 2 && budget >= 2) return MatchClass.twoTypos;
  return null;
}
