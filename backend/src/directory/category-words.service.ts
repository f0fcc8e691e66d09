import { Injectable } from '@nestjs/common';
import { searchWords } from '@directory/shared';
import { DataVersionService } from '../cache/data-version.service.js';
import { SearchRepository } from './search.repository.js';

/** The categories a word stands in: named by it alone (`hospital`: Hospital), or holding it (Animal Hospital). */
export interface CategoriesOfWord {
  named: string[];
  holding: string[];
}

interface CategoryWords {
  /** The data version the words were read at. */
  version: number;
  byWord: Promise<Map<string, CategoriesOfWord>>;
}

/**
 * Which categories' names hold a word (`coffee` → Coffee Shop, Coffee Roasters), so a business of
 * such a category ranks before one that holds the word only in its name (docs/behaviour.md §10).
 * Splitting the names in SQL costs 60 ms a search; the ~1 000 names are read and split here once
 * per data version instead (every write bumps it, docs/behaviour.md §9), so a search never ranks
 * by categories older than the last write.
 */
@Injectable()
export class CategoryWordsService {
  private words: CategoryWords | null = null;

  constructor(
    private readonly search: SearchRepository,
    private readonly dataVersion: DataVersionService,
  ) {}

  /** The slugs of the categories `term` (a folded word) names or stands in. */
  async categoriesOf(term: string): Promise<CategoriesOfWord> {
    return (await this.current()).get(term) ?? { named: [], holding: [] };
  }

  private async current(): Promise<Map<string, CategoriesOfWord>> {
    const version = await this.dataVersion.current();
    if (this.words?.version !== version) {
      const byWord = this.read();
      // A failed read is tried again by the next search rather than kept.
      byWord.catch(() => (this.words = null));
      this.words = { version, byWord };
    }
    return this.words.byWord;
  }

  private async read(): Promise<Map<string, CategoriesOfWord>> {
    const byWord = new Map<string, CategoriesOfWord>();
    for (const { slug, category } of await this.search.categoryNames()) {
      const words = [...new Set(searchWords(unaccented(category)))];
      for (const word of words) {
        const of = byWord.get(word) ?? { named: [], holding: [] };
        (words.length === 1 ? of.named : of.holding).push(slug);
        byWord.set(word, of);
      }
    }
    return byWord;
  }
}

/** As the index folds a category's words (`unaccent`), for the Latin letters category names use. */
export function unaccented(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
