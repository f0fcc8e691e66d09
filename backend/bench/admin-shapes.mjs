// Admin list shapes (every filter × every sort) and the reports endpoint, for bench/admin.mjs.
import { log, median, percentile } from './support.mjs';

const ms = (x) => x.toFixed(1);
const SORTS = ['name', 'rating', 'reviewCount', 'createdAt'].flatMap((s) => [`${s}:asc`, `${s}:desc`]);

async function timed(url, cookie) {
  const start = process.hrtime.bigint();
  const res = await fetch(url, { headers: { cookie } });
  const body = await res.json();
  const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
  if (!res.ok) throw new Error(`${url} → ${res.status} ${JSON.stringify(body)}`);
  return { elapsed, body };
}

/** The filters an admin uses: the largest category and country, a middle-sized one of each, approval, and pairs. */
async function filters(db) {
  const pick = async (sql) => (await db.query(sql)).rows.map((r) => r.k);
  const [bigCategory, midCategory] = await pick(
    `(SELECT category_slug AS k FROM category_stats ORDER BY business_count DESC, category_slug LIMIT 1)
     UNION ALL (SELECT category_slug FROM category_stats ORDER BY business_count DESC, category_slug OFFSET 200 LIMIT 1)`,
  );
  const [bigCountry, midCountry] = await pick(
    `(SELECT country_code AS k FROM country_stats ORDER BY business_count DESC, country_code LIMIT 1)
     UNION ALL (SELECT country_code FROM country_stats ORDER BY business_count DESC, country_code OFFSET 60 LIMIT 1)`,
  );
  return {
    none: '',
    [`category=${bigCategory}`]: `category=${bigCategory}`,
    [`category=${midCategory}`]: `category=${midCategory}`,
    [`country=${bigCountry}`]: `country=${bigCountry}`,
    [`country=${midCountry}`]: `country=${midCountry}`,
    'approved=false': 'approved=false',
    'approved=true': 'approved=true',
    [`category=${bigCategory}&country=${bigCountry}`]: `category=${bigCategory}&country=${bigCountry}`,
    [`country=${bigCountry}&approved=false`]: `country=${bigCountry}&approved=false`,
  };
}

/**
 * Every filter × sort key × order: `requests` requests each on a random page among the first 50
 * (or the last page there is), after 3 warm-up requests, each followed by a baseline request
 * (`GET /api/admin/session`: same guard and HTTP path, no list query); p50 / p99 per shape.
 */
export async function measureListShapes(db, base, cookie, requests, random) {
  const rand = random(11);
  const out = [];
  for (const [label, filter] of Object.entries(await filters(db))) {
    for (const sort of SORTS) {
      const [sortBy, sortOrder] = sort.split(':');
      const path = `/api/admin/businesses?${filter}${filter ? '&' : ''}sortBy=${sortBy}&sortOrder=${sortOrder}`;
      const first = await timed(`${base}${path}`, cookie);
      const pages = Math.max(1, Math.min(50, first.body.pagination.totalPages));
      for (let i = 0; i < 2; i++) await timed(`${base}${path}&page=${1 + Math.floor(rand() * pages)}`, cookie);
      const times = [];
      const baseline = [];
      for (let i = 0; i < requests; i++) {
        times.push((await timed(`${base}${path}&page=${1 + Math.floor(rand() * pages)}`, cookie)).elapsed);
        baseline.push((await timed(`${base}/api/admin/session`, cookie)).elapsed);
      }
      const row = {
        filter: label,
        sort,
        total: first.body.pagination.total,
        p50: median(times),
        p99: percentile(times, 99),
        b99: percentile(baseline, 99),
      };
      log(
        `  ${label} ${sort}: ${row.total} rows, p50 ${ms(row.p50)} p99 ${ms(row.p99)} ms · baseline p99 ${ms(row.b99)} ms`,
      );
      out.push(row);
    }
  }
  return out;
}

/** `GET /api/admin/reports`: nothing caches it, so each request is computed afresh from the database. */
export async function measureReports(base, cookie, requests) {
  const first = await timed(`${base}/api/admin/reports`, cookie);
  const times = [];
  for (let i = 0; i < requests; i++) times.push((await timed(`${base}/api/admin/reports`, cookie)).elapsed);
  const row = { first: first.elapsed, p50: median(times), p99: percentile(times, 99), requests };
  log(`  reports: first ${ms(row.first)} ms, p50 ${ms(row.p50)} p99 ${ms(row.p99)} ms over ${requests}`);
  return row;
}

/** p99 per shape (ms); the last column is the median of the shapes' baseline p99s, the machine's own noise. */
export function listShapesTable(rows) {
  const sorts = [...new Set(rows.map((r) => r.sort))];
  const byFilter = new Map();
  for (const r of rows) byFilter.set(r.filter, { ...byFilter.get(r.filter), [r.sort]: r, total: r.total });
  return [
    `| filter (rows) | ${sorts.join(' | ')} | baseline p99 |`,
    `|---|${sorts.map(() => '---').join('|')}|---|`,
    ...[...byFilter].map(
      ([f, v]) =>
        `| ${f} (${v.total}) | ${sorts.map((s) => ms(v[s].p99)).join(' | ')} | ${ms(median(sorts.map((s) => v[s].b99 ?? 0)))} |`,
    ),
  ].join('\n');
}
