import { Injectable } from '@nestjs/common';
import { MatchClass, searchWords, slugify } from '@directory/shared';
import { CategoryWordsService, unaccented } from './category-words.service.js';
import { isEnglishWord } from './english-words.js';
import { type Alternative, readWord, type WordReading } from './search-alternatives.js';
import { SearchRepository } from './search.repository.js';
import { type KnownTerm, SearchTermsRepository } from './search-terms.repository.js';
import { meaningsOf, type WordMeanings } from './word-forms.js';

/**
 * docs/behaviour.md §10: each word of `q` read against the directory's words, with its other forms and
 * synonyms as exact matches and typo corrections only for a word that matches nothing and is no
 * real word. Three reads side by side: the dictionary, the forms and synonyms it holds, and the
 * categories synonyms name.
 */
@Injectable()
export class SearchQueryReader {
  constructor(
    private readonly terms: SearchTermsRepository,
    private readonly search: SearchRepository,
    private readonly categoryWords: CategoryWordsService,
  ) {}

  /** One reading per word, in order; a word matching nothing has no alternatives. The last word is also a prefix. */
  async read(words: string[]): Promise<WordReading[]> {
    if (words.length === 0) return [];
    const folded = await this.terms.fold(words);
    const meanings = folded.map(meaningsOf);
    const categoryNames = [...new Set(meanings.flatMap((m) => m.categories))];
    const [found, known, categories] = await Promise.all([
      this.terms.candidates(words, 'businesses', true),
      this.terms.exactTerms([...new Set(meanings.flatMap((m) => m.terms))]),
      this.search.categoriesBySlug(categoryNames.map(slugify)),
    ]);
    const knownTerms = new Map(known.map((k) => [k.term, k]));
    const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
    const readings = words.map((word, i) => {
      const extras = extrasOf(meanings[i] as WordMeanings, knownTerms, categoryBySlug);
      const candidates = found[i] ?? { folded: folded[i] as string, candidates: [] };
      return readWord(word, candidates, i === words.length - 1, extras, isEnglishWord(folded[i] as string));
    });
    return Promise.all(readings.map((reading) => this.withCategoryMatches(reading)));
  }

  /**
   * The word's exact terms once more, limited to the categories whose name holds them, in front: a
   * Cafe or a Coffee Shop ranks before a cupcake shop called "… Coffee" (docs/behaviour.md §10).
   */
  private async withCategoryMatches(reading: WordReading): Promise<WordReading> {
    const exact = reading.alternatives.filter((a) => a.matchClass === MatchClass.exact && !a.categories);
    const inCategories = await Promise.all(
      exact.map(async (a): Promise<Alternative[]> => {
        const categories = await this.categoryWords.categoriesHolding(a.term);
        return categories.length ? [{ ...a, categories }] : [];
      }),
    );
    return { ...reading, alternatives: [...inCategories.flat(), ...reading.alternatives] };
  }
}

function extrasOf(
  meanings: WordMeanings,
  knownTerms: Map<string, KnownTerm>,
  categoryBySlug: Map<string, { slug: string; count: number }>,
): Alternative[] {
  const terms = meanings.terms.flatMap((term) => {
    const known = knownTerms.get(term);
    return known ? [{ term, matchClass: MatchClass.exact, documents: known.documents }] : [];
  });
  const categories = meanings.categories.flatMap((name) => {
    const category = categoryBySlug.get(slugify(name));
    // Every business of the category holds each word of its name; the longest is the rarest to read.
    const term = longestWord(name);
    return category && term
      ? [{ term, matchClass: MatchClass.exact, documents: category.count, categories: [category.slug] }]
      : [];
  });
  return [...terms, ...categories];
}

function longestWord(name: string): string | undefined {
  return searchWords(unaccented(name)).sort((a, b) => b.length - a.length)[0];
}
