/** One everyday query and the demo catalogue's categories a person would accept as its answer. */
export interface CorpusEntry {
  /** What sort of query it is (single word, plural, typo, …), for the report. */
  kind?: string;
  q: string;
  where?: string;
  /** A result counts only in this city (the card's `city`, case-insensitive). */
  city?: string;
  /** A result counts only in this country (the card's `countryCode`). */
  countryCode?: string;
  accept: string[];
}

export interface CorpusCard {
  category: string;
  city: string | null;
  countryCode?: string;
}

export interface CorpusAnswer {
  businesses: CorpusCard[];
  total: number;
}

export type CorpusSearch = (q: string, where: string) => Promise<CorpusAnswer>;

export interface EntryVerdict {
  entry: CorpusEntry;
  passed: boolean;
  reason: string;
  /** The answer judged, for a report or a second judge. */
  answer?: CorpusAnswer;
}

export interface CorpusScore {
  passed: number;
  total: number;
  share: number;
  verdicts: EntryVerdict[];
}

/** How many first results are judged, how many businesses an answer needs, and the share of the first that must count. */
export const PASS_RULE = { first: 10, atLeast: 3, shareOfFirst: 0.8 } as const;

/**
 * An answer passes with at least 3 businesses of which at least 8 of the first 10 (80 % of them when
 * fewer come back) are in an accepted category, and in the entry's city or country when it names one.
 */
export function judgeAnswer(entry: CorpusEntry, answer: CorpusAnswer): Omit<EntryVerdict, 'entry' | 'answer'> {
  const first = answer.businesses.slice(0, PASS_RULE.first);
  if (first.length < PASS_RULE.atLeast)
    return { passed: false, reason: `${first.length} businesses (fewer than ${PASS_RULE.atLeast})` };
  const others = first.filter((card) => !accepts(entry, card));
  const accepted = first.length - others.length;
  // The epsilon keeps 0.8 × 10 at 8 despite floating point.
  const needed = Math.ceil(PASS_RULE.shareOfFirst * first.length - 1e-9);
  return {
    passed: accepted >= needed,
    reason: `${accepted} of ${first.length} accepted${others.length ? `; others: ${describe(entry, others)}` : ''}`,
  };
}

/**
 * Every entry asked through `search` (`concurrency` at a time, 1 by default) and judged, in the entries'
 * order; a search that throws fails its entry. With the share that passed.
 */
export async function scoreCorpus(
  entries: readonly CorpusEntry[],
  search: CorpusSearch,
  { concurrency = 1 }: { concurrency?: number } = {},
): Promise<CorpusScore> {
  const verdicts: EntryVerdict[] = new Array(entries.length);
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const index = next++;
      verdicts[index] = await verdictOf(entries[index] as CorpusEntry, search);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  const passed = verdicts.filter((v) => v.passed).length;
  return { passed, total: entries.length, share: entries.length ? passed / entries.length : 0, verdicts };
}

async function verdictOf(entry: CorpusEntry, search: CorpusSearch): Promise<EntryVerdict> {
  try {
    const answer = await search(entry.q, entry.where ?? '');
    return { entry, answer, ...judgeAnswer(entry, answer) };
  } catch (error) {
    return { entry, passed: false, reason: `no answer: ${(error as Error).message}` };
  }
}

function accepts(entry: CorpusEntry, card: CorpusCard): boolean {
  return (
    entry.accept.includes(card.category) &&
    (!entry.city || sameText(card.city, entry.city)) &&
    (!entry.countryCode || card.countryCode === entry.countryCode)
  );
}

function sameText(a: string | null, b: string): boolean {
  return a !== null && a.normalize('NFC').toLowerCase() === b.normalize('NFC').toLowerCase();
}

/** `Car Care ×3, Hotel in Paris FR`: the cards that did not count, most frequent first (four at most). */
function describe(entry: CorpusEntry, cards: CorpusCard[]): string {
  const counts = new Map<string, number>();
  for (const card of cards) {
    const label =
      entry.city || entry.countryCode ? `${card.category} in ${card.city} ${card.countryCode}` : card.category;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([label, n]) => (n > 1 ? `${label} ×${n}` : label))
    .join(', ');
}
