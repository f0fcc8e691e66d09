import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import type { ImportRun } from '@directory/shared';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import { importCounts } from './upload-summary';

/** What a cancelled import kept, as the server recorded it (docs/behaviour.md §4: committed rows stay). */
export function CancelledPanel({ run }: { run: ImportRun | null }) {
  const translate = useTranslate();
  const format = useFormat();
  const result = run?.result ?? null;
  const figures = importCounts(
    result ?? { totalRows: 0, successCount: 0, addedCount: 0, updatedCount: 0, skippedCount: 0, errorCount: 0 },
  ).map(({ key, value }): [string, number] => [key, value]);
  return (
    <Alert
      severity="warning"
      role="status"
      data-testid="cancelled-panel"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>{translate('app.upload.cancelled_title')}</AlertTitle>
      <Typography variant="body2">
        {run ? translate('app.upload.cancelled_kept') : translate('app.upload.cancelled_not_sent')}
      </Typography>
      <Box sx={{ mt: 1, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' } }}>
        {figures.map(([label, value]) => (
          <Box key={label}>
            <Typography variant="caption" color="text.secondary">
              {translate(label)}
            </Typography>
            <Typography sx={{ fontWeight: 600 }} data-count={label}>
              {format.number(value)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
