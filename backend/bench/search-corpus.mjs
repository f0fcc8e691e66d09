// A typo corpus from the directory itself: for sampled businesses, one word of the name, of the
// category or of the city misspelt with each kind of typo its length allows (docs/behaviour.md §10), the
// rest of the query left as it is, so the business it was made from is the one to find.
import { misspell, seededRandom, typoBudget, typoDistance } from '@directory/shared';

const SINGLE = [['insertion'], ['deletion'], ['substitution'], ['swap']];
const DOUBLE = [
  ['insertion', 'deletion'],
  ['substitution', 'swap'],
  ['deletion', 'substitution'],
];

export const band = (word) => (word.length >= 8 ? '8+' : '4–7');

/** Folded words as the index holds them (search_split), per business; the city's in their order. */
export async function sampleBusinesses(db, count, seed) {
  const { rows } = await db.query(
    `SELECT b.id, ARRAY(SELECT search_split(b.name)) AS name, ARRAY(SELECT search_split(b.category)) AS category,
            b.city, ARRAY(SELECT unaccent(w) FROM regexp_split_to_table(lower(b.city), '[^[:alnum:]]+') WITH ORDINALITY t(w, i)
                          WHERE w <> '' ORDER BY i) AS city_words
     FROM businesses b WHERE b.is_approved AND b.city IS NOT NULL
     ORDER BY md5(b.id::text || $2) LIMIT $1`,
    [count, String(seed)],
  );
  return rows;
}

/** Queries `{id, kind, typos, band, q, where, word}`; `typos` 0 is the same query spelt right. */
export function typoCorpus(businesses, seed) {
  const random = seededRandom(seed);
  const queries = [];
  for (const b of businesses) {
    const words = [...new Set([...b.name, ...b.category])];
    const targets = [
      {
        kind: 'name',
        word: pickLong(
          b.name.filter((w) => !b.category.includes(w)),
          random,
        ),
      },
      {
        kind: 'category',
        word: pickLong(
          b.category.filter((w) => !b.name.includes(w)),
          random,
        ),
      },
      { kind: 'city', word: pickLong(b.city_words, random) },
    ];
    for (const { kind, word } of targets) {
      if (!word) continue;
      const ask = (typed) =>
        kind === 'city'
          ? { q: b.name.join(' '), where: b.city_words.map((w) => (w === word ? typed : w)).join(' ') }
          : { q: words.map((w) => (w === word ? typed : w)).join(' '), where: '' };
      queries.push({ id: b.id, kind, typos: 0, typo: 'none', band: band(word), word, ...ask(word) });
      const kinds = [...SINGLE, ...(typoBudget(word.length) >= 2 ? DOUBLE : [])];
      for (const typos of kinds) {
        const typed = misspell(word, typos, random);
        if (!typed || typoDistance(typed, word) > typoBudget(typed.length)) continue;
        queries.push({
          id: b.id,
          kind,
          typos: typos.length,
          typo: typos.join('+'),
          band: band(word),
          word,
          ...ask(typed),
        });
      }
    }
  }
  return queries;
}

function pickLong(words, random) {
  const long = words.filter((w) => w.length >= 4 && /^\p{L}+$/u.test(w));
  return long.length ? long[Math.floor(random() * long.length)] : null;
}
