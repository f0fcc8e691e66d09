import { Alert, AlertTitle, Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ImportResult } from '@directory/shared';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import { localizeServerMessage } from '../../providers/server-messages';
import { ImportFigures } from './import-figures';
import { importCounts, summariseImport } from './upload-summary';

/** Red only when the import failed; a re-import with nothing new is neutral. */
const SEVERITY = { success: 'success', nothing_new: 'info', partial: 'warning', failed: 'error' } as const;

function Lines({ title, lines, more, moreKey }: { title: string; lines: string[]; more: number; moreKey: string }) {
  const translate = useTranslate();
  if (lines.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2">{translate(title)}</Typography>
      <List dense disablePadding>
        {lines.map((line, index) => (
          <ListItem key={index} disableGutters sx={{ py: 0 }}>
            <ListItemText primary={line} slotProps={{ primary: { variant: 'body2' } }} />
          </ListItem>
        ))}
      </List>
      {more > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(moreKey, { n: more })}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The import report (docs/behaviour.md §5) with the first 10 errors and duplicates (docs/screens.md §8). */
export function ResultPanel({ result }: { result: ImportResult }) {
  const translate = useTranslate();
  const format = useFormat();
  const summary = summariseImport(result);
  const figures: Array<[string, string]> = [
    ...importCounts(result).map(({ key, value }): [string, string] => [key, format.number(value)]),
    ['app.upload.processing_time', `${format.number(result.processingTime)} s`],
    ['app.upload.records_per_second', format.number(Math.round(result.recordsPerSecond))],
  ];
  const message = result.message
    ? localizeServerMessage(translate(result.message, { _: result.message }), translate)
    : null;
  return (
    <Alert
      severity={SEVERITY[summary.outcome]}
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
      role="status"
      data-testid="import-result"
      data-outcome={summary.outcome}
    >
      <AlertTitle>{translate(summary.title)}</AlertTitle>
      {message ? <Typography variant="body2">{message}</Typography> : null}
      {summary.outcome === 'nothing_new' ? (
        <Typography variant="body2">{translate('app.imports.nothing_new_body')}</Typography>
      ) : null}
      {summary.outcome !== 'failed' || result.totalRows > 0 ? <ImportFigures figures={figures} columns={7} /> : null}
      <Lines
        title="app.upload.errors_title"
        lines={summary.errors}
        more={summary.moreErrors}
        moreKey="app.upload.more_errors"
      />
      <Lines
        title="app.upload.duplicates_title"
        lines={summary.duplicates}
        more={summary.moreDuplicates}
        moreKey="app.upload.more_duplicates"
      />
    </Alert>
  );
}
