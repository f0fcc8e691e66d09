import { typoDistance } from './search-matching.js';

/** docs/behaviour.md §10: "a typo is an insertion, deletion, substitution or a swap of neighbours". */
export const TYPO_KINDS = ['insertion', 'deletion', 'substitution', 'swap'] as const;
export type TypoKind = (typeof TYPO_KINDS)[number];

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A repeatable pseudo-random sequence in [0, 1) (mulberry32), so a corpus is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick(random: () => number, count: number): number {
  return Math.floor(random() * count);
}

function otherLetter(random: () => number, not: string | undefined): string {
  const letters = LETTERS.replace(not ?? '', '');
  return letters[pick(random, letters.length)] as string;
}

export function applyTypo(word: string, kind: TypoKind, random: () => number): string {
  const letters = Array.from(word);
  const at = pick(random, letters.length);
  switch (kind) {
    case 'insertion':
      letters.splice(pick(random, letters.length + 1), 0, otherLetter(random, undefined));
      break;
    case 'deletion':
      letters.splice(at, 1);
      break;
    case 'substitution':
      letters[at] = otherLetter(random, letters[at]);
      break;
    case 'swap': {
      const left = pick(random, Math.max(1, letters.length - 1));
      const [a, b] = [letters[left], letters[left + 1]];
      if (a === undefined || b === undefined || a === b) return word;
      letters[left] = b;
      letters[left + 1] = a;
      break;
    }
  }
  return letters.join('');
}

/**
 * `word` with the given typos, exactly `kinds.length` typos away from it (two typos can cancel
 * out or merge into one, so a few draws may be needed); null when no draw gets there.
 */
export function misspell(word: string, kinds: readonly TypoKind[], random: () => number): string | null {
  for (let attempt = 0; attempt < 20; attempt++) {
    const typed = kinds.reduce((text, kind) => applyTypo(text, kind, random), word);
    if (typoDistance(typed, word) === kinds.length) return typed;
  }
  return null;
}
