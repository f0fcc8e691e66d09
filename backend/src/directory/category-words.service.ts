import { Injectable } from '@nestjs/common';
import { searchWords } from '@directory/shared';
import { DataVersionService } from '../cache/data-version.service.js';
import { SearchRepository } from './search.repository.js';

interface CategoryWords {
  /** The data version the words were read at. */
  version: number;
  bySlug: Promise<Map<string, string[]>>;
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

  /** The slugs of the categories whose name holds `term` (a folded word), or none. */
  async categoriesHolding(term: string): Promise<string[]> {
    return (await this.current()).get(term) ?? [];
  }

  private async current(): Promise<Map<string, string[]>> {
    const version = await this.dataVersion.current();
    if (this.words?.version !== version) {
      const bySlug = this.read();
      // A failed read is tried again by the next search rather than kept.
      bySlug.catch(() => (this.words = null));
      this.words = { version, bySlug };
    }
    return this.words.bySlug;
  }

  private async read(): Promise<Map<string, string[]>> {
    const byWord = new Map<string, string[]>();
    for (const { slug, category } of await this.search.categoryNames()) {
      for (const word of new Set(searchWords(unaccented(category)))) {
        const slugs = byWord.get(word) ?? [];
        slugs.push(slug);
        byWord.set(word, slugs);
      }
    }
    return byWord;
  }
}

/** As the index folds a category's words (`unaccent`), for the Latin letters category names use. */
export function unaccented(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
