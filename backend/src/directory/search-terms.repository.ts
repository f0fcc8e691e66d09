import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Words of business names and categories, or words of city and country names. */
export type Vocabulary = 'businesses' | 'places';

export interface KnownTerm {
  term: string;
  /** Approved businesses whose name or category holds the word. */
  documents: number;
}

export interface TypedWordCandidates {
  /** The typed word folded as the index folds words (`unaccent`). */
  folded: string;
  /** Known words that may match it: itself, longer words it starts, words sharing a deletion variant. */
  candidates: KnownTerm[];
}

/** Longer words the last typed word may stand for, the most frequent first (`r` alone starts thousands). */
export const PREFIX_CANDIDATES = 10;

/** The search dictionary (`search_terms`, `search_term_variants`; see the 1763800900000 migration). */
@Injectable()
export class SearchTermsRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Candidates for each typed word, in typed order. A typed word within its typo budget of a
   * known word shares one of its deletion variants, so each candidate set is one index probe
   * per variant; the caller keeps the candidates within the budget. (The variants are an array
   * so the planner probes the primary key with them rather than joining the whole table.) A
   * prefix reads a range of the pattern index: from the word to the word followed by the
   * highest code point.
   */
  async candidates(words: string[], vocabulary: Vocabulary, lastAsPrefix: boolean): Promise<TypedWordCandidates[]> {
    if (words.length === 0) return [];
    const known = vocabulary === 'businesses' ? 's.documents > 0' : 's.is_place';
    return this.db.query(
      `WITH typed AS (SELECT u.i::int AS i, unaccent(u.w) AS word FROM unnest($1::text[]) WITH ORDINALITY u(w, i))
       SELECT t.word AS folded,
              coalesce(json_agg(json_build_object('term', c.term, 'documents', c.documents)) FILTER (WHERE c.term IS NOT NULL), '[]') AS candidates
       FROM typed t LEFT JOIN LATERAL (
         SELECT s.term, s.documents FROM search_terms s WHERE s.term = t.word AND ${known}
         UNION
         (SELECT s.term, s.documents FROM search_terms s
          WHERE $2 AND t.i = $3 AND s.term ~>~ t.word AND s.term ~<~ (t.word || chr(1114111)) AND ${known}
          ORDER BY s.documents DESC, s.term LIMIT $4)
         UNION
         SELECT s.term, s.documents FROM search_term_variants v
         JOIN search_terms s ON s.term = v.term AND ${known}
         WHERE search_typo_budget(length(t.word)) > 0 AND v.variant = ANY (ARRAY(SELECT search_deletions(t.word)))
       ) c ON true
       GROUP BY t.i, t.word ORDER BY t.i`,
      [words, lastAsPrefix, words.length, PREFIX_CANDIDATES],
    );
  }
}
