import { Injectable } from '@nestjs/common';
import { deletionVariants } from '@directory/shared';
import { ReadDatabase } from '../database/read-database.js';

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

const KNOWN_IN: Record<Vocabulary, string> = { businesses: 's.documents > 0', places: 's.is_place' };

/** Printable ASCII, which `unaccent` leaves as it is. */
const ASCII = /^[\x20-\x7e]*$/;

/** Longer words the last typed word may stand for, the most frequent first (`r` alone starts thousands). */
export const PREFIX_CANDIDATES = 10;

/** The search dictionary (`search_terms`, `search_term_variants`; see the 1763800900000 migration). */
@Injectable()
export class SearchTermsRepository {
  constructor(private readonly db: ReadDatabase) {}

  /**
   * Candidates for each typed word, in typed order. A typed word within its typo budget of a
   * known word shares one of its deletion variants, so each candidate set is one primary-key
   * probe per variant (made here by `deletionVariants`, as the migration's `search_deletions`
   * made the dictionary's); the caller keeps the candidates within the budget. A prefix reads a
   * range of the pattern index: from the word to the word followed by the highest code point.
   */
  async candidates(words: string[], vocabulary: Vocabulary, lastAsPrefix: boolean): Promise<TypedWordCandidates[]> {
    return (await this.candidatesIn(words, [vocabulary], lastAsPrefix))[vocabulary];
  }

  /**
   * `candidates` for several vocabularies in one reading (the suggest box reads business and place
   * words), with `alsoKnown`: those of these terms that approved businesses hold (a typed word's
   * other forms, synonyms and compound halves), in the same round trip. `folded`: the words already
   * folded.
   */
  async candidatesIn(
    words: string[],
    vocabularies: Vocabulary[],
    lastAsPrefix: boolean,
    { folded: given, alsoKnown = [] }: { folded?: string[]; alsoKnown?: string[] } = {},
  ): Promise<Record<Vocabulary, TypedWordCandidates[]> & { known: KnownTerm[] }> {
    const empty = { businesses: [], places: [], known: [] };
    if (words.length === 0) return empty;
    const folded = given ?? (await this.fold(words));
    const keys = folded.flatMap((word, i) => deletionVariants(word).map((variant) => ({ i: i + 1, variant })));
    const conditions = vocabularies.map((v) => KNOWN_IN[v]);
    const known = `(${conditions.join(' OR ')})`;
    const prefixes = conditions.map(
      (condition) => `(SELECT s.term, s.documents, s.is_place FROM search_terms s
          WHERE $2 AND t.i = $3 AND s.term ~>~ t.word AND s.term ~<~ (t.word || chr(1114111)) AND ${condition}
          ORDER BY s.documents DESC, s.term LIMIT $4)`,
    );
    // Each known term is one b-tree probe: an equality alone is planned on the trigram index, which
    // took 300 ms for the halves of a few long words; asking for the b-tree's order avoids it.
    const rows = await this.db.query<
      Array<{ i: number; candidates: Array<KnownTerm & { isPlace: boolean }>; known: KnownTerm[] }>
    >(
      `WITH typed AS (SELECT u.i::int AS i, u.word FROM unnest($1::text[]) WITH ORDINALITY u(word, i)),
            keys AS (SELECT * FROM unnest($5::int[], $6::text[]) AS k(i, variant))
       SELECT t.i, coalesce(json_agg(json_build_object('term', c.term, 'documents', c.documents, 'isPlace', c.is_place))
                            FILTER (WHERE c.term IS NOT NULL), '[]') AS candidates,
              (SELECT coalesce(json_agg(json_build_object('term', e.term, 'documents', e.documents)), '[]')
               FROM unnest($7::text[]) a(term) CROSS JOIN LATERAL (
                 SELECT term, documents FROM search_terms WHERE term = a.term AND documents > 0 ORDER BY term LIMIT 1) e
              ) AS known
       FROM typed t LEFT JOIN LATERAL (
         (SELECT s.term, s.documents, s.is_place FROM search_terms s WHERE s.term = t.word AND ${known}
          ORDER BY s.term LIMIT 1)
         UNION
         ${prefixes.join(' UNION ')}
         UNION
         SELECT s.term, s.documents, s.is_place FROM search_term_variants v
         JOIN search_terms s ON s.term = v.term AND ${known}
         WHERE length(t.word) >= 4 AND v.variant = ANY (ARRAY(SELECT k.variant FROM keys k WHERE k.i = t.i))
       ) c ON true
       GROUP BY t.i ORDER BY t.i`,
      [
        folded,
        lastAsPrefix,
        words.length,
        PREFIX_CANDIDATES,
        keys.map((k) => k.i),
        keys.map((k) => k.variant),
        alsoKnown,
      ],
    );
    const inVocabulary = (vocabulary: Vocabulary) =>
      rows.map((row, i) => ({
        folded: folded[i] as string,
        candidates: row.candidates
          .filter((c) => (vocabulary === 'businesses' ? c.documents > 0 : c.isPlace))
          .map(({ term, documents }) => ({ term, documents })),
      }));
    return { businesses: inVocabulary('businesses'), places: inVocabulary('places'), known: rows[0]?.known ?? [] };
  }

  /**
   * The words folded as the index folds them. `unaccent` maps only non-ASCII characters (none of
   * its rules starts with one), so ASCII words, most of what is typed, skip the round trip.
   */
  async fold(words: string[]): Promise<string[]> {
    if (words.every((word) => ASCII.test(word))) return words;
    const [row] = await this.db.query<Array<{ folded: string[] }>>(
      `SELECT ARRAY(SELECT unaccent(w) FROM unnest($1::text[]) WITH ORDINALITY u(w, i) ORDER BY i) AS folded`,
      [words],
    );
    return row?.folded ?? words;
  }
}
