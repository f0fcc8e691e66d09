export interface NaturalCorpusEntry {
  kind?: string;
  q: string;
  where?: string;
  city?: string;
  countryCode?: string;
  accept: string[];
}

export interface NaturalCorpusFailure {
  q: string;
  where: string;
  reason: string;
}

export function readNaturalCorpus(): Promise<NaturalCorpusEntry[]>;
export function scoreNaturalCorpus(
  baseUrl: string,
): Promise<{ passed: number; total: number; share: number; failures: NaturalCorpusFailure[] }>;
export function judgeNaturalAnswer(
  entry: NaturalCorpusEntry,
  answer: { businesses: Array<{ category: string; city: string | null; countryCode?: string }> },
): { passed: boolean; reason: string };
