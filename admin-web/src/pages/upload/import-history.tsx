import {
  Alert,
  Card,
  CardHeader,
  Chip,
  IconButton,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { ImportState } from '@directory/shared';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
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
          <Tooltip title={translate('ra.action.refresh')}>
            <IconButton onClick={() => history.refetch()} aria-label={translate('ra.action.refresh')}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
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
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.upload.history_date')}</TableCell>
                <TableCell>{translate('app.upload.history_file')}</TableCell>
                <TableCell>{translate('app.upload.history_state')}</TableCell>
                <TableCell align="right">{translate('app.upload.total_rows')}</TableCell>
                <TableCell align="right">{translate('app.upload.success_count')}</TableCell>
                <TableCell align="right">{translate('app.upload.skipped_count')}</TableCell>
                <TableCell align="right">{translate('app.upload.error_count')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
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
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Card>
  );
}
