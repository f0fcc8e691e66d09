import { MatchClass, matchClass } from '@directory/shared';
import type { KnownTerm, TypedWordCandidates } from './search-terms.repository.js';

export interface Alternative {
  term: string;
  matchClass: MatchClass;
  /** Approved businesses holding the term. */
  documents: number;
}

export interface WordReading {
  /** As typed (lower-cased). */
  typed: string;
  /** Known words it matches, best class first, then the most frequent. */
  alternatives: Alternative[];
  /** The word as understood: itself when it matches exactly or as a prefix, else its likeliest correction. */
  understood: string | null;
}

/** Typo corrections kept per word, the nearest and most frequent first. */
export const TYPO_ALTERNATIVES = 10;

/**
 * docs/behaviour.md §10: a typed word stands for the known words it matches exactly, as a prefix (the
 * last word only) or within its typo budget. Exact and prefix matches are all kept (the
 * dictionary query already bounds the prefixes); typo corrections are kept, best first, up to
 * TYPO_ALTERNATIVES, so a word like `cafe` still finds `cafes` below the exact matches.
 */
export function readWord(typed: string, found: TypedWordCandidates, asPrefix: boolean): WordReading {
  const classified = found.candidates
    .map((candidate) => ({ ...candidate, matchClass: matchClass(found.folded, candidate.term, asPrefix) }))
    .filter((c): c is KnownTerm & Alternative => c.matchClass !== null)
    .sort((a, b) => a.matchClass - b.matchClass || b.documents - a.documents || a.term.localeCompare(b.term));
  const typos = classified.filter((c) => c.matchClass >= MatchClass.oneTypo).slice(0, TYPO_ALTERNATIVES);
  const alternatives = [...classified.filter((c) => c.matchClass < MatchClass.oneTypo), ...typos].map(
    ({ term, matchClass, documents }) => ({ term, matchClass, documents }),
  );
  const best = alternatives[0];
  const understood = !best ? null : best.matchClass < MatchClass.oneTypo ? typed : best.term;
  return { typed, alternatives, understood };
}
