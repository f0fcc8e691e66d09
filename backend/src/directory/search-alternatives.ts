import { MatchClass, matchClass } from '@directory/shared';
import type { KnownTerm, TypedWordCandidates } from './search-terms.repository.js';

export interface Alternative {
  term: string;
  matchClass: MatchClass;
  /** Approved businesses holding the term (in those categories, when it has some). */
  documents: number;
  /**
   * Category slugs: the term matches only these categories' businesses. A synonym naming a category
   * (`haircut` → Hair Salon), or the categories whose name holds the word, ranked before businesses
   * that hold it only in their name (docs/behaviour.md §10).
   */
  categories?: string[];
  /**
   * Where an alternative limited to categories ranks among the word's alternatives: 0 for categories
   * the word names whole (Hospital for `hospital`, a synonym's category), 1 for those whose name
   * holds it (Animal Hospital); the others follow in the word's order.
   */
  rank?: number;
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
 * last word only), through its other forms and synonyms (`extras`), or within its typo budget.
 * Typo corrections serve only a word that matches nothing as typed and is no real word (`best`
 * is never read as `pest`, `cafe` never brings `care`); they are kept, best first, up to
 * TYPO_ALTERNATIVES.
 */
export function readWord(
  typed: string,
  found: TypedWordCandidates,
  asPrefix: boolean,
  extras: Alternative[] = [],
  isRealWord = false,
): WordReading {
  const classified = found.candidates
    .map((candidate) => ({ ...candidate, matchClass: matchClass(found.folded, candidate.term, asPrefix) }))
    .filter((c): c is KnownTerm & Alternative => c.matchClass !== null)
    .sort((a, b) => a.matchClass - b.matchClass || b.documents - a.documents || a.term.localeCompare(b.term));
  const asTyped = classified
    .filter((c) => c.matchClass < MatchClass.oneTypo)
    .map(({ term, matchClass, documents }): Alternative => ({ term, matchClass, documents }));
  const exact = asTyped.some((a) => a.matchClass === MatchClass.exact) || extras.length > 0;
  const typos =
    exact || isRealWord
      ? []
      : classified
          .filter((c) => c.matchClass >= MatchClass.oneTypo)
          .slice(0, TYPO_ALTERNATIVES)
          .map(({ term, matchClass, documents }): Alternative => ({ term, matchClass, documents }));
  const alternatives = withoutRepeats([...asTyped, ...extras, ...typos]);
  const best = alternatives[0];
  const understood = !best ? null : best.matchClass < MatchClass.oneTypo ? typed : best.term;
  return { typed, alternatives, understood };
}

function withoutRepeats(alternatives: Alternative[]): Alternative[] {
  const seen = new Set<string>();
  return alternatives.filter((a) => {
    const key = `${a.term}\u0000${a.categories?.join(',') ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The alternatives that add businesses to the word's match (see termsAndCategories). */
export function widening(alternatives: Alternative[]): Alternative[] {
  const plain = new Set(alternatives.filter((a) => !a.categories).map((a) => a.term));
  return alternatives.filter((a) => !a.categories || !plain.has(a.term));
}

/** Businesses holding any of these alternatives, counted once per alternative (an upper bound). */
export function documentsOf(alternatives: Alternative[]): number {
  return widening(alternatives).reduce((sum, a) => sum + a.documents, 0);
}
