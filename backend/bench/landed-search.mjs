// The search this issue replaces (commit 982d6e2, backend/src/directory/search.{service,repository}.ts),
// kept here only to measure it against the new one in the same run, on the same tables: every
// word of q replaced by its nearest known word (pg_trgm similarity over search_terms, the same
// word without accents first), `where` resolved to a country or city (exact slug, else the
// nearest city name by trigram), then the businesses holding every word, name hits first, then
// most reviewed. It runs as SQL from this process, so only its answers are compared, not its speed.
import { slugify } from '@directory/shared';
import { resolveCountryCode } from '../dist/common/country-names.js';

const CANDIDATES = 6;

async function words(db, text) {
  const { rows } = await db.query(
    `SELECT w.word, coalesce(
       (SELECT json_agg(json_build_object('term', t.term, 'documents', t.documents, 'similarity', 1))
        FROM search_terms t WHERE t.term = w.word AND t.documents > 0),
       (SELECT json_agg(json_build_object('term', c.term, 'documents', c.documents, 'similarity', c.similarity))
        FROM (SELECT t.term, t.documents, similarity(t.term, w.word) AS similarity FROM search_terms t
              WHERE t.term % w.word AND t.documents > 0
              ORDER BY t.term <-> w.word, t.documents DESC LIMIT $2) c),
       '[]') AS candidates
     FROM (SELECT l.lexeme AS word, min(p) AS position
           FROM unnest(to_tsvector('simple', $1)) AS l(lexeme, positions, weights), unnest(l.positions) AS p
           GROUP BY l.lexeme) w
     ORDER BY w.position`,
    [text, CANDIDATES],
  );
  const terms = new Map();
  for (const { word, candidates } of rows) {
    const plain = slugify(word);
    const best = candidates
      .map((c) => ({ ...c, similarity: slugify(c.term) === plain ? 1 : c.similarity }))
      .sort((a, b) => b.similarity - a.similarity || b.documents - a.documents)[0];
    if (best) terms.set(best.term, best);
  }
  return [...terms.values()].slice(0, 5);
}

async function place(db, where) {
  const text = where.trim();
  const country = resolveCountryCode(text);
  if (country) return { countryCode: country };
  const { rows: cities } = await db.query(
    `SELECT country_code AS "countryCode", city_slug AS "citySlug" FROM city_stats WHERE city_slug = $1`,
    [slugify(text)],
  );
  if (cities.length) return { cities };
  const { rows: near } = await db.query(
    `SELECT country_code AS "countryCode", city_slug AS "citySlug" FROM city_stats
     WHERE city % $1 ORDER BY city <-> $1, business_count DESC LIMIT 1`,
    [text],
  );
  return near.length ? { cities: near } : null;
}

function placeFilter(place, params) {
  if (!place) return '';
  if (place.countryCode) return ` AND d.country_code = $${params.push(place.countryCode)}`;
  const pairs = place.cities.map((c) => `($${params.push(c.countryCode)}::bpchar, $${params.push(c.citySlug)})`);
  return ` AND (d.country_code, d.city_slug) IN (${pairs.join(', ')})`;
}

/** Ids of the landed search's first page (12) for `q` and `where`. */
export async function landedFirstPage(db, q, where = '') {
  const [terms, found] = await Promise.all([q.trim() ? words(db, q) : [], where.trim() ? place(db, where) : null]);
  if ((q.trim() && terms.length === 0) || (where.trim() && !found)) return [];
  const [driver, ...others] = [...terms].sort((a, b) => a.documents - b.documents);
  if (!driver) return [];
  const params = [driver.term];
  const joins = others.map(
    (t, i) =>
      `JOIN search_postings w${i} ON w${i}.business_id = d.business_id AND w${i}.term = $${params.push(t.term)}`,
  );
  const score = ['d.in_name::int', ...others.map((_, i) => `w${i}.in_name::int`)].join(' + ');
  const filter = placeFilter(found, params);
  const { rows } = await db.query(
    `SELECT d.business_id AS id FROM search_postings d ${joins.join(' ')} WHERE d.term = $1${filter}
     ORDER BY ${score} DESC, d.review_count DESC, d.business_id LIMIT 12`,
    params,
  );
  return rows.map((r) => r.id);
}
