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
import { useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import { pick } from '../../providers/read-list';
import { useImportHistory } from '../../providers/queries';

const STATE_COLORS: Record<string, 'success' | 'error' | 'info' | 'warning' | 'default'> = {
  done: 'success',
  failed: 'error',
  cancelled: 'warning',
  receiving: 'info',
  parsing: 'info',
  writing: 'info',
};

const asNumber = (value: unknown) => (value === undefined || value === null || value === '' ? null : Number(value));

/** `GET /api/admin/imports`: the contract names the call but not its rows, so every column is optional. */
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
              {rows.map((row) => {
                const state = String(pick(row, 'state', 'status') ?? '');
                const result = (typeof row.result === 'object' && row.result !== null ? row.result : {}) as Record<
                  string,
                  unknown
                >;
                const count = (...names: string[]) =>
                  format.number(asNumber(pick(row, ...names) ?? pick(result, ...names)));
                return (
                  <TableRow key={String(row.id)}>
                    <TableCell>
                      {format.date(pick(row, 'createdAt', 'startedAt', 'created_at', 'finishedAt'))}
                    </TableCell>
                    <TableCell sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
                      {String(pick(row, 'fileName', 'filename', 'originalName', 'name', 'uploadId') ?? '–')}
                    </TableCell>
                    <TableCell>
                      {state ? (
                        <Chip
                          size="small"
                          color={STATE_COLORS[state] ?? 'default'}
                          label={translate(`app.upload.states.${state}`, { _: state })}
                        />
                      ) : (
                        '–'
                      )}
                    </TableCell>
                    <TableCell align="right">{count('totalRows', 'rowsRead')}</TableCell>
                    <TableCell align="right">{count('successCount')}</TableCell>
                    <TableCell align="right">{count('skippedCount')}</TableCell>
                    <TableCell align="right">{count('errorCount')}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Card>
  );
}
