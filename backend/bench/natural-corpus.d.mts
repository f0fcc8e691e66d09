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
export interface NaturalCorpusAnswer {
  businesses: Array<{ category: string; city: string | null; countryCode?: string }>;
}

/**
 * At least 3 businesses, of which at least 8 of the first 10 (80 % of fewer) are in an accepted
 * category, and in the entry's city or country when it names one.
 */
export function judgeNaturalAnswer(
  entry: NaturalCorpusEntry,
  answer: NaturalCorpusAnswer,
): { passed: boolean; reason: string };
