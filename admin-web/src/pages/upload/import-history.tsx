import { Alert, Box, Card, CardHeader, Chip, LinearProgress, List, ListItem, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { ImportRun } from '@directory/shared';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import { TooltipIconButton } from '../../components/tooltip-icon-button';
import { useImportHistory } from '../../providers/queries';
import { localizeServerMessage } from '../../providers/server-messages';
import { runRows, runStatus } from './run-status';
import { importCounts } from './upload-summary';

function RunCounts({ run }: { run: ImportRun }) {
  const translate = useTranslate();
  const format = useFormat();
  const { rows, expected } = runRows(run);
  const rowsText = expected === null ? format.number(rows) : `${format.number(rows)} / ${format.number(expected)}`;
  const [, ...written] = run.result ? importCounts(run.result) : [];
  const counts: Array<[string, string]> = [
    ['app.imports.counts.total', rowsText],
    ...written.map(({ key, value }): [string, string] => [key, format.number(value)]),
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      {counts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', gap: 0.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }} data-count={label}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function RunItem({ run }: { run: ImportRun }) {
  const translate = useTranslate();
  const format = useFormat();
  const status = runStatus(run);
  return (
    <ListItem divider sx={{ display: 'block', px: 2 }} data-upload-id={run.uploadId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        {/* A file refused before its name was read is filed under its upload id. */}
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
          {run.fileName || run.uploadId}
        </Typography>
        <Chip size="small" color={status.color} label={translate(status.key)} />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {format.date(run.startedAt)}
        {run.username ? ` · ${run.username}` : ''}
      </Typography>
      <RunCounts run={run} />
      {run.reason ? (
        <Typography
          variant="body2"
          color={run.state === 'failed' ? 'error' : 'warning.dark'}
          sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
        >
          {translate('app.upload.run.reason', { reason: localizeServerMessage(run.reason, translate) })}
        </Typography>
      ) : null}
    </ListItem>
  );
}

/** `GET /api/admin/imports`, newest first: each run's state, data-row counts and, when it stopped, why. */
export function ImportHistory() {
  const translate = useTranslate();
  const history = useImportHistory();
  const rows = history.data ?? [];
  return (
    <Card>
      <CardHeader
        title={translate('app.upload.history')}
        action={
          <TooltipIconButton title={translate('ra.action.refresh')} onClick={() => history.refetch()}>
            <RefreshIcon />
          </TooltipIconButton>
        }
      />
      {history.isPending ? <LinearProgress /> : null}
      {history.isError ? <Alert severity="error">{translate('app.common.load_error')}</Alert> : null}
      {history.isSuccess && rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {translate('app.upload.history_empty')}
        </Typography>
      ) : null}
      {rows.length > 0 ? (
        <List disablePadding aria-label={translate('app.upload.history')}>
          {rows.map((run) => (
            <RunItem key={run.uploadId} run={run} />
          ))}
        </List>
      ) : null}
    </Card>
  );
}
