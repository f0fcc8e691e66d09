/**
 * docs/behaviour.md §10 "What people type is understood": the words of `q` that carry no subject are
 * read as what they mean before anything is matched. `near me` asks for the nearest, `open now` for
 * what is open, `in {place}` names the place, and filler (`best`, `cheap`, `the`) need not match.
 */

/** Words that say how good, cheap or close, not what: dropped while another word remains. */
// prettier-ignore
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'a', 'affordable', 'an', 'and', 'any', 'around', 'best', 'cheap', 'cheapest', 'close', 'find', 'for',
  'good', 'great', 'highly', 'i', 'inexpensive', 'local', 'me', 'my', 'near', 'nearby', 'nearest', 'need',
  'nice', 'of', 'place', 'places', 'popular', 'rated', 'recommended', 'some', 'spot', 'spots', 'the', 'to',
  'top', 'want', 'with',
]);

/** Phrases read as "sort nearest first", each as its words. */
const NEAR_ME: readonly string[][] = [['near', 'me'], ['close', 'to', 'me'], ['around', 'me'], ['nearby'], ['nearest']];
/** Phrases that only say "around here": dropped, as a place they name no town. */
const AROUND_HERE: readonly string[][] = [
  ['in', 'town'],
  ['in', 'my', 'area'],
  ['in', 'the', 'area'],
  ['around', 'here'],
  ['near', 'here'],
];
/** Phrases read as `openNow`. */
const OPEN_NOW: readonly string[][] = [
  ['open', 'now'],
  ['open', 'right', 'now'],
  ['opened', 'now'],
];
/** The word that introduces a place at the end of `q` (`hotel in london`). */
const PLACE_WORD = 'in';

export interface QueryIntent {
  /** Words left to match, in typed order. */
  words: string[];
  /** Words read as intent or filler, in typed order; they are not matched. */
  ignored: string[];
  nearMe: boolean;
  openNow: boolean;
  /** The words after a last `in` (`london` in `hotel in london`), for the caller to read as `where`. */
  place: string | null;
}

/**
 * `words` as searchWords gives them (lower-cased). With `readPlace` false (the words after `in` name
 * no known place), they stay words to match.
 */
export function readIntent(words: readonly string[], readPlace = true): QueryIntent {
  let rest = [...words];
  const ignored: string[] = [];
  const take = (phrases: readonly string[][]): boolean => {
    let found = false;
    for (const phrase of phrases) {
      for (let at = indexOfPhrase(rest, phrase); at >= 0; at = indexOfPhrase(rest, phrase)) {
        ignored.push(...rest.slice(at, at + phrase.length));
        rest = [...rest.slice(0, at), ...rest.slice(at + phrase.length)];
        found = true;
      }
    }
    return found;
  };
  const nearMe = take(NEAR_ME);
  take(AROUND_HERE);
  const openNow = take(OPEN_NOW);
  let place: string | null = null;
  const placeAt = rest.lastIndexOf(PLACE_WORD);
  if (readPlace && placeAt > 0 && placeAt < rest.length - 1) {
    place = rest.slice(placeAt + 1).join(' ');
    ignored.push(PLACE_WORD);
    rest = rest.slice(0, placeAt);
  }
  const subject = rest.filter((word) => !FILLER_WORDS.has(word));
  if (subject.length > 0) {
    ignored.push(...rest.filter((word) => FILLER_WORDS.has(word)));
    rest = subject;
  }
  return { words: rest, ignored: inTypedOrder(ignored, words), nearMe, openNow, place };
}

function indexOfPhrase(words: readonly string[], phrase: readonly string[]): number {
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((word, k) => words[i + k] === word)) return i;
  }
  return -1;
}

/** The ignored words in the order they were typed (each occurrence once). */
function inTypedOrder(ignored: string[], typed: readonly string[]): string[] {
  const left = [...ignored];
  const ordered: string[] = [];
  for (const word of typed) {
    const at = left.indexOf(word);
    if (at >= 0) {
      ordered.push(word);
      left.splice(at, 1);
    }
  }
  return ordered;
}
