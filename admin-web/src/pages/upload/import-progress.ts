import type { ImportProgress, ImportState } from '@directory/shared';

/** Rows written at a moment, for the rate and the time left. */
export interface ProgressSample {
  at: number;
  rows: number;
}

/** The rate is measured over this much recent time, so it follows the import as it speeds up or slows down. */
const RATE_WINDOW_MS = 10_000;
const FINISHED: ReadonlySet<ImportState> = new Set(['done', 'failed', 'cancelled']);

export const isFinished = (state: ImportState) => FINISHED.has(state);

/** Data rows written (the server's rowsRead never counts the header row). */
export const rowsWritten = (progress: Pick<ImportProgress, 'rowsRead'>) => Math.max(0, progress.rowsRead);

/** The samples of the last RATE_WINDOW_MS with `sample` added. */
export function addSample(samples: readonly ProgressSample[], sample: ProgressSample): ProgressSample[] {
  return [...samples.filter((s) => sample.at - s.at <= RATE_WINDOW_MS), sample];
}

/** Rows per second over the samples; null until at least a second with some rows written has been seen. */
export function rowsPerSecond(samples: readonly ProgressSample[]): number | null {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last) return null;
  const seconds = (last.at - first.at) / 1000;
  const rows = last.rows - first.rows;
  return seconds >= 1 && rows > 0 ? rows / seconds : null;
}

/** Seconds until every expected row is written at `rate`; null when either is unknown. */
export function secondsLeft(progress: ImportProgress, rate: number | null): number | null {
  if (rate === null || progress.rowsTotal === null) return null;
  return Math.max(0, Math.ceil((progress.rowsTotal - rowsWritten(progress)) / rate));
}

export interface Phrase {
  key: string;
  params: Record<string, number>;
}

/** A time left as a translation key and its numbers ('yaklaşık 2 dk 5 sn kaldı'). */
export function timeLeftPhrase(seconds: number): Phrase {
  if (seconds < 5) return { key: 'app.upload.left_moment', params: {} };
  if (seconds < 60) return { key: 'app.upload.left_seconds', params: { s: seconds } };
  if (seconds < 3600)
    return { key: 'app.upload.left_minutes', params: { m: Math.floor(seconds / 60), s: seconds % 60 } };
  return {
    key: 'app.upload.left_hours',
    params: { h: Math.floor(seconds / 3600), m: Math.floor((seconds % 3600) / 60) },
  };
}

/**
 * What the progress bar shows: the bytes sent while the file is on its way (nothing is written
 * yet), then the rows written over the rows expected, as the server counts them.
 */
export function progressBar(
  progress: ImportProgress | null,
  sent: { loaded: number; total: number },
): { kind: 'sending' | 'rows' | 'waiting'; percent: number | null } {
  const stillSending = sent.total > 0 && sent.loaded < sent.total;
  if (!progress || progress.state === 'receiving') {
    if (stillSending) return { kind: 'sending', percent: Math.floor((sent.loaded / sent.total) * 100) };
    return { kind: 'waiting', percent: null };
  }
  if (progress.rowsTotal === null && progress.percent === 0) return { kind: 'rows', percent: null };
  return { kind: 'rows', percent: progress.percent };
}
