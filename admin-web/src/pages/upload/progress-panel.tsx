import { Box, LinearProgress, Typography } from '@mui/material';
import type { ImportProgress } from '@directory/shared';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import {
  progressBar,
  type ProgressSample,
  rowsPerSecond,
  rowsWritten,
  secondsLeft,
  timeLeftPhrase,
} from './import-progress';

interface ProgressPanelProps {
  progress: ImportProgress | null;
  sent: { loaded: number; total: number };
  samples: ProgressSample[];
}

/** The running import: bytes while the file is sent, then rows written over rows expected, the rate and the time left. */
export function ProgressPanel({ progress, sent, samples }: ProgressPanelProps) {
  const translate = useTranslate();
  const format = useFormat();
  const bar = progressBar(progress, sent);
  const rate = rowsPerSecond(samples);
  const left = progress ? secondsLeft(progress, rate) : null;
  const leftPhrase = left === null ? null : timeLeftPhrase(left);

  let headline: string;
  if (bar.kind === 'sending') {
    headline = translate('app.upload.sending', {
      percent: bar.percent,
      sent: format.bytes(sent.loaded),
      total: format.bytes(sent.total),
    });
  } else if (!progress || progress.state === 'receiving') {
    headline = translate('app.upload.waiting');
  } else {
    headline = translate(`app.upload.states.${progress.state}`);
  }
  const details: string[] = [];
  if (bar.kind === 'rows' && progress) {
    const written = format.number(rowsWritten(progress));
    details.push(
      progress.rowsTotal === null
        ? translate('app.upload.rows_written', { n: written })
        : translate('app.upload.rows_of_total', { n: written, total: format.number(progress.rowsTotal) }),
    );
    if (bar.percent !== null) details.push(translate('app.upload.percent', { n: bar.percent }));
    if (rate !== null) details.push(translate('app.upload.rate', { n: format.number(Math.round(rate)) }));
    if (leftPhrase) details.push(translate(leftPhrase.key, leftPhrase.params));
  }
  return (
    <Box role="status" aria-live="polite" data-testid="import-progress">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {headline}
      </Typography>
      {details.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }} data-testid="import-progress-details">
          {details.join(' · ')}
        </Typography>
      ) : null}
      <LinearProgress
        variant={bar.percent === null ? 'indeterminate' : 'determinate'}
        value={bar.percent ?? 0}
        aria-label={headline}
      />
    </Box>
  );
}
