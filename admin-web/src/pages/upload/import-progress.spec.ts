import type { ImportProgress } from '@directory/shared';
import { describe, expect, it } from 'vitest';
import { addSample, progressBar, rowsPerSecond, rowsWritten, secondsLeft, timeLeftPhrase } from './import-progress';

const writing = (rowsRead: number, rowsTotal: number | null = 30_000): ImportProgress => ({
  uploadId: 'u',
  state: 'writing',
  bytesTotal: 1000,
  bytesRead: 999,
  rowsRead,
  rowsTotal,
  percent: rowsTotal ? Math.floor((rowsRead / rowsTotal) * 100) : 0,
});

describe('import progress', () => {
  it('counts data rows: 30 000 rows read are 30 000 written', () => {
    expect(rowsWritten(writing(30_000))).toBe(30_000);
    expect(rowsWritten(writing(0))).toBe(0);
  });

  it('measures rows per second over the last 10 seconds only', () => {
    let samples = addSample([], { at: 0, rows: 0 });
    expect(rowsPerSecond(samples)).toBeNull();
    samples = addSample(samples, { at: 500, rows: 1000 });
    expect(rowsPerSecond(samples)).toBeNull(); // under a second: no rate yet
    samples = addSample(samples, { at: 2_000, rows: 4_000 });
    expect(rowsPerSecond(samples)).toBe(2_000);
    // A slow start drops out of the window: the rate follows the recent speed.
    samples = addSample(samples, { at: 11_000, rows: 13_000 });
    samples = addSample(samples, { at: 12_000, rows: 15_000 });
    expect(samples.map((s) => s.at)).toEqual([2_000, 11_000, 12_000]);
    expect(rowsPerSecond(samples)).toBe(1_100);
  });

  it('gives the time left from the rows still to write, or nothing when the total or the rate is unknown', () => {
    expect(secondsLeft(writing(10_001), 2_000)).toBe(10);
    expect(secondsLeft(writing(10_001), 3_000)).toBe(7);
    expect(secondsLeft(writing(10_001), null)).toBeNull();
    expect(secondsLeft(writing(10_001, null), 2_000)).toBeNull();
  });

  it.each([
    [3, 'app.upload.left_moment', {}],
    [42, 'app.upload.left_seconds', { s: 42 }],
    [125, 'app.upload.left_minutes', { m: 2, s: 5 }],
    [3_725, 'app.upload.left_hours', { h: 1, m: 2 }],
  ])('phrases %i seconds left as %s', (seconds, key, params) => {
    expect(timeLeftPhrase(seconds)).toEqual({ key, params });
  });

  it('shows bytes only while the file is sent, then rows written over rows expected (never 99 % from the bytes)', () => {
    expect(progressBar(null, { loaded: 250, total: 1000 })).toEqual({ kind: 'sending', percent: 25 });
    expect(progressBar(null, { loaded: 1000, total: 1000 })).toEqual({ kind: 'waiting', percent: null });
    const parsing = { ...writing(1), state: 'parsing' as const, percent: 0 };
    expect(progressBar(parsing, { loaded: 1000, total: 1000 })).toEqual({ kind: 'rows', percent: 0 });
    expect(progressBar(writing(6_001), { loaded: 1000, total: 1000 })).toEqual({ kind: 'rows', percent: 20 });
    expect(progressBar(writing(6_001, null), { loaded: 1000, total: 1000 })).toEqual({ kind: 'rows', percent: null });
  });
});
