import { Injectable } from '@nestjs/common';
import { MatchClass, searchWords, slugify, TYPO_TOLERANT_LETTERS } from '@directory/shared';
import { CategoryWordsService, unaccented } from './category-words.service.js';
import { isEnglishWord } from './english-words.js';
import { type Alternative, readWord, type WordReading } from './search-alternatives.js';
import { SearchRepository } from './search.repository.js';
import {
  type KnownTerm,
  SearchTermsRepository,
  type TypedWordCandidates,
  type Vocabulary,
} from './search-terms.repository.js';
import { meaningsOf, type WordMeanings } from './word-forms.js';

/**
 * docs/behaviour.md §10.1: each word of `q` read against the directory's words, with its other forms and
 * synonyms as exact matches and typo corrections only for a word that matches nothing and is no
 * real word. Two reads side by side: the dictionary (with the forms, synonyms and compound halves
 * it holds), and the categories synonyms name.
 */
@Injectable()
export class SearchQueryReader {
  constructor(
    private readonly terms: SearchTermsRepository,
    private readonly search: SearchRepository,
    private readonly categoryWords: CategoryWordsService,
  ) {}

  /**
   * One reading per word, in order; a word matching nothing has no alternatives. The last word is
   * also a prefix. A word matching nothing, not even within its typo budget, that is two known words
   * run together (`barbershop`) is read as both.
   */
  async read(words: string[]): Promise<WordReading[]> {
    return (await this.readWithPlaces(words, false)).businesses;
  }

  /**
   * `read`, and with `places` the words' candidates among place words too, in the same dictionary
   * reading (the suggest box).
   */
  async readWithPlaces(
    words: string[],
    places: boolean,
  ): Promise<{ businesses: WordReading[]; places: TypedWordCandidates[] }> {
    if (words.length === 0) return { businesses: [], places: [] };
    const folded = await this.terms.fold(words);
    const meanings = folded.map((word) => meaningsOf(word, folded.length === 1));
    const categoryNames = [...new Set(meanings.flatMap((m) => m.categories))];
    const splits = folded.map(compoundSplits);
    const alsoKnown = [...new Set([...meanings.flatMap((m) => m.terms), ...splits.flat(2)])];
    const vocabularies: Vocabulary[] = places ? ['businesses', 'places'] : ['businesses'];
    const [dictionary, categories] = await Promise.all([
      this.terms.candidatesIn(words, vocabularies, true, { folded, alsoKnown }),
      this.search.categoriesBySlug(categoryNames.map(slugify)),
    ]);
    const { businesses: found, known } = dictionary;
    const knownTerms = new Map(known.map((k) => [k.term, k]));
    const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
    const readings = words.flatMap((word, i) => {
      const extras = extrasOf(meanings[i] as WordMeanings, knownTerms, categoryBySlug);
      const candidates = found[i] ?? { folded: folded[i] as string, candidates: [] };
      const isLast = i === words.length - 1;
      const reading = readWord(word, candidates, isLast, extras, isEnglishWord(folded[i] as string));
      const compound = reading.alternatives.length ? null : likeliestSplit(splits[i] as string[][], knownTerms);
      return compound ? compound.map((part) => asKnownWord(part, knownTerms)) : [reading];
    });
    const businesses = await Promise.all(readings.map((reading) => this.withCategoryMatches(reading)));
    return { businesses, places: dictionary.places };
  }

  /**
   * The word's terms once more, limited to the categories whose name holds them, in front: a Cafe
   * or a Coffee Shop ranks before a cupcake shop called "… Coffee", and a category named by the
   * word alone (Hospital) before one that holds it (Animal Hospital; docs/behaviour.md §10). Every
   * exact term gets them, and the likeliest correction or completion of a word typed otherwise.
   */
  private async withCategoryMatches(reading: WordReading): Promise<WordReading> {
    const plain = reading.alternatives.filter((a) => !a.categories);
    const exact = plain.filter((a) => a.matchClass === MatchClass.exact);
    const ranked = exact.length ? exact : plain.slice(0, 1);
    const inCategories = await Promise.all(
      ranked.map(async (a): Promise<Alternative[]> => {
        const { named, holding } = await this.categoryWords.categoriesOf(a.term);
        return [
          ...(named.length ? [{ ...a, categories: named, rank: 0 }] : []),
          ...(holding.length ? [{ ...a, categories: holding, rank: 1 }] : []),
        ];
      }),
    );
    return { ...reading, alternatives: [...inCategories.flat(), ...reading.alternatives] };
  }
}

/** Ways to cut a folded word into two words of at least three letters (`barbershop` → barber shop). */
function compoundSplits(word: string): string[][] {
  const letters = Array.from(word);
  if (letters.length < 6 || letters.length > TYPO_TOLERANT_LETTERS) return [];
  const splits: string[][] = [];
  for (let at = 3; at <= letters.length - 3; at++) {
    splits.push([letters.slice(0, at).join(''), letters.slice(at).join('')]);
  }
  return splits;
}

/** The cut whose rarer half is the most common, when both halves are known words. */
function likeliestSplit(splits: string[][], knownTerms: Map<string, KnownTerm>): string[] | null {
  let best: { parts: string[]; documents: number } | null = null;
  for (const parts of splits) {
    const documents = Math.min(...parts.map((part) => knownTerms.get(part)?.documents ?? 0));
    if (documents > 0 && (!best || documents > best.documents)) best = { parts, documents };
  }
  return best?.parts ?? null;
}

function asKnownWord(term: string, knownTerms: Map<string, KnownTerm>): WordReading {
  const documents = knownTerms.get(term)?.documents ?? 0;
  return { typed: term, understood: term, alternatives: [{ term, matchClass: MatchClass.exact, documents }] };
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
      ? [{ term, matchClass: MatchClass.exact, documents: category.count, categories: [category.slug], rank: 0 }]
      : [];
  });
  return [...terms, ...categories];
}

function longestWord(name: string): string | undefined {
  return searchWords(unaccented(name)).sort((a, b) => b.length - a.length)[0];
}
