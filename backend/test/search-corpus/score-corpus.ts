import { judgeNaturalAnswer, type NaturalCorpusAnswer, type NaturalCorpusEntry } from '../../bench/natural-corpus.mjs';

/** One everyday query and the demo catalogue's categories a person would accept as its answer. */
export type CorpusEntry = NaturalCorpusEntry;

export type CorpusAnswer = NaturalCorpusAnswer & { total: number };

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
    return { entry, answer, ...judgeNaturalAnswer(entry, answer) };
  } catch (error) {
    return { entry, passed: false, reason: `no answer: ${(error as Error).message}` };
  }
}
