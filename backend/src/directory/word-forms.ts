import pluralize from 'pluralize';
import { synonymsOf } from '@directory/shared';

/** The singular and plural of a folded word, other than itself (`dentists` → `dentist`), from `pluralize`'s rules. */
export function otherForms(word: string): string[] {
  return [...new Set([pluralize.singular(word), pluralize.plural(word)])].filter((form) => form !== word);
}

export interface WordMeanings {
  /** Words to match as well: other forms and one-word synonyms. */
  terms: string[];
  /** Category names a synonym gives (several words each). */
  categories: string[];
}

/** What a typed word may also mean: its forms, and the synonym table's entries for it or its singular. */
export function meaningsOf(word: string): WordMeanings {
  const meanings = [...new Set([word, pluralize.singular(word)].flatMap((w) => [...synonymsOf(w)]))];
  const oneWord = meanings.filter((m) => !m.includes(' ')).map((m) => m.toLowerCase());
  return {
    terms: [...new Set([...otherForms(word), ...oneWord])].filter((term) => term !== word),
    categories: meanings.filter((m) => m.includes(' ')),
  };
}
