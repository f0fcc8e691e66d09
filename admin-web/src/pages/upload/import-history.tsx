import { Alert, Card, CardHeader, Chip, LinearProgress, TableCell, TableRow, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { ImportState } from '@directory/shared';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import { SmallTable } from '../../components/small-table';
import { TooltipIconButton } from '../../components/tooltip-icon-button';
import { useImportHistory } from '../../providers/queries';

const STATE_COLORS: Record<ImportState, 'success' | 'error' | 'info' | 'warning'> = {
  done: 'success',
  failed: 'error',
  cancelled: 'warning',
  receiving: 'info',
  parsing: 'info',
  writing: 'info',
};

/** `GET /api/admin/imports`, newest first; the counts are the run's result, '–' before its first batch. */
export function ImportHistory() {
  const translate = useTranslate();
  const format = useFormat();
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
        <SmallTable
          columns={[
            { label: translate('app.upload.history_date') },
            { label: translate('app.upload.history_file') },
            { label: translate('app.upload.history_state') },
            { label: translate('app.upload.total_rows'), align: 'right' },
            { label: translate('app.upload.success_count'), align: 'right' },
            { label: translate('app.upload.skipped_count'), align: 'right' },
            { label: translate('app.upload.error_count'), align: 'right' },
          ]}
        >
          {rows.map((run) => (
            <TableRow key={run.uploadId}>
              <TableCell>{format.date(run.startedAt)}</TableCell>
              <TableCell sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
                {/* A file refused before its name was read is filed under its upload id. */}
                {run.fileName || run.uploadId}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={STATE_COLORS[run.state]}
                  label={translate(`app.upload.states.${run.state}`)}
                />
              </TableCell>
              <TableCell align="right">{format.number(run.result?.totalRows)}</TableCell>
              <TableCell align="right">{format.number(run.result?.successCount)}</TableCell>
              <TableCell align="right">{format.number(run.result?.skippedCount)}</TableCell>
              <TableCell align="right">{format.number(run.result?.errorCount)}</TableCell>
            </TableRow>
          ))}
        </SmallTable>
      ) : null}
    </Card>
  );
}
