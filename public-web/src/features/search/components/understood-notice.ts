import type { SearchUnderstood } from '@directory/shared';

/** What the page says it searched, when that is not exactly what was typed. */
export interface UnderstoodNotice {
  q: string;
  where: string;
  /** Typed words the search left out, in the order typed. */
  ignored: string[];
}

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * docs/behaviour.md §10 `understood`: null when the words were read as typed (case and spacing aside);
 * otherwise the corrected words and place and the words left out (`best pizza` → pizza, ignoring best).
 * An answer from before `ignored` existed reads as nothing ignored.
 */
export function understoodNotice(
  typed: { q: string; where: string },
  understood: Partial<SearchUnderstood> | undefined,
): UnderstoodNotice | null {
  if (!understood) return null;
  const q = (understood.q ?? '').trim();
  const where = (understood.where ?? '').trim();
  const ignored = (understood.ignored ?? []).filter((word) => word.trim() !== '');
  const corrected = normalised(typed.q) !== normalised(q) || normalised(typed.where) !== normalised(where);
  if (!corrected && ignored.length === 0) return null;
  if (!q && !where && ignored.length === 0) return null;
  return { q, where, ignored };
}
