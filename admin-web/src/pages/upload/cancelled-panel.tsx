import { Alert, AlertTitle, Typography } from '@mui/material';
import { NO_IMPORT_ROWS, type ImportRun } from '@directory/shared';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import { ImportFigures } from './import-figures';
import { importCounts } from './upload-summary';

/** What a cancelled import kept, as the server recorded it (docs/behaviour.md §4: committed rows stay). */
export function CancelledPanel({ run }: { run: ImportRun | null }) {
  const translate = useTranslate();
  const format = useFormat();
  const result = run?.result ?? null;
  const figures = importCounts(result ?? NO_IMPORT_ROWS).map(({ key, value }): [string, string] => [
    key,
    format.number(value),
  ]);
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
      <ImportFigures figures={figures} columns={5} />
    </Alert>
  );
}
