import { AppMetrics } from './app-metrics.js';

/** The value of one series in Prometheus's text format, or undefined when it is absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('AppMetrics', () => {
  it('shows every cache and import series at 0 before anything happened', async () => {
    const text = await new AppMetrics().scrape();
    expect(valueOf(text, 'http_cache_lookups_total{result="hit"}')).toBe(0);
    expect(valueOf(text, 'http_cache_lookups_total{result="miss"}')).toBe(0);
    expect(valueOf(text, 'import_rows_total{outcome="failed"}')).toBe(0);
  });

  it('counts cache lookups and import rows by label', async () => {
    const metrics = new AppMetrics();
    metrics.countCacheLookup('miss');
    metrics.countCacheLookup('hit');
    metrics.countCacheLookup('hit');
    metrics.countImportRows({ added: 7, skipped: 2, failed: 1 });
    const text = await metrics.scrape();
    expect(valueOf(text, 'http_cache_lookups_total{result="hit"}')).toBe(2);
    expect(valueOf(text, 'http_cache_lookups_total{result="miss"}')).toBe(1);
    expect(valueOf(text, 'import_rows_total{outcome="added"}')).toBe(7);
    expect(valueOf(text, 'import_rows_total{outcome="skipped"}')).toBe(2);
  });

  it('keeps the counts of two instances apart', async () => {
    const first = new AppMetrics();
    const second = new AppMetrics();
    first.countCacheLookup('hit');
    expect(valueOf(await second.scrape(), 'http_cache_lookups_total{result="hit"}')).toBe(0);
  });

  it('times requests by method, route pattern and status code', async () => {
    const metrics = new AppMetrics();
    metrics.observeRequest('GET', '/api/businesses/:slug', 404, 0.02);
    const text = await metrics.scrape();
    expect(
      valueOf(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/businesses/:slug",status_code="404"}',
      ),
    ).toBe(1);
  });
});
