// The natural-query corpus (test/search-corpus/natural-queries.json) scored against a running server over
// HTTP, so a benchmark can compare two servers in one run. The pass rule is the one of
// test/search-corpus/score-corpus.ts; the corpus test checks that both give the same verdicts.
import { readFile } from 'node:fs/promises';

const CORPUS = new URL('../test/search-corpus/natural-queries.json', import.meta.url);
const FIRST = 10;
const AT_LEAST = 3;
const SHARE_OF_FIRST = 0.8;

/** The corpus entries `{kind, q, where?, city?, countryCode?, accept}`. */
export async function readNaturalCorpus() {
  return JSON.parse(await readFile(CORPUS, 'utf8'));
}

/** `{ passed, total, share, failures: [{q, where, reason}] }` of every corpus entry asked of `baseUrl`. */
export async function scoreNaturalCorpus(baseUrl) {
  const entries = await readNaturalCorpus();
  const failures = [];
  for (const entry of entries) {
    const where = entry.where ?? '';
    const verdict = await askAndJudge(baseUrl, entry, where);
    if (!verdict.passed) failures.push({ q: entry.q, where, reason: verdict.reason });
  }
  const passed = entries.length - failures.length;
  return { passed, total: entries.length, share: passed / entries.length, failures };
}

async function askAndJudge(baseUrl, entry, where) {
  const url = new URL('/api/search', baseUrl);
  url.search = new URLSearchParams({ q: entry.q, where, limit: String(FIRST) }).toString();
  const res = await fetch(url);
  if (!res.ok) return { passed: false, reason: `HTTP ${res.status}` };
  return judgeNaturalAnswer(entry, await res.json());
}

/** The verdict on one answer `{businesses: [{category, city, countryCode}]}`: `{passed, reason}`. */
export function judgeNaturalAnswer(entry, answer) {
  const first = answer.businesses.slice(0, FIRST);
  const accepted = first.filter((card) => accepts(entry, card)).length;
  if (first.length < AT_LEAST) return { passed: false, reason: `${first.length} businesses (fewer than ${AT_LEAST})` };
  const needed = Math.ceil(SHARE_OF_FIRST * first.length - 1e-9);
  const passed = accepted >= needed;
  const others = first.filter((card) => !accepts(entry, card));
  return {
    passed,
    reason: `${accepted} of ${first.length} accepted${others.length ? `; others: ${describe(entry, others)}` : ''}`,
  };
}

function accepts(entry, card) {
  return (
    entry.accept.includes(card.category) &&
    (!entry.city || sameText(card.city, entry.city)) &&
    (!entry.countryCode || card.countryCode === entry.countryCode)
  );
}

const sameText = (a, b) =>
  typeof a === 'string' && a.normalize('NFC').toLowerCase() === b.normalize('NFC').toLowerCase();

/** `Car Care ×3, Hotel in Paris FR` — the cards that did not count, most frequent first (top four). */
function describe(entry, cards) {
  const counts = new Map();
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
