import { Box, Chip, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  Pagination,
  type RaRecord,
  SelectInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useFormat } from '../../components/format';
import { useActionLabel } from '../../components/use-action-label';
import { pick } from '../../providers/read-list';

/** The actions the audit log records (CONTRACT §4: deletes, settings, imports, logins). */
const ACTIONS = [
  'login.succeeded',
  'login.failed',
  'logout',
  'business.updated',
  'business.approval-toggled',
  'business.deleted',
  'businesses.deleted',
  'businesses.deleted-all',
  'test-data.deleted',
  'slugs.fixed',
  'settings.updated',
  'cache.cleared',
  'import.finished',
  'import.failed',
];

function Details() {
  const record = useRecordContext();
  const details = pick(record, 'details', 'meta', 'data');
  return (
    <Box component="pre" sx={{ m: 0, p: 2, fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {details === undefined ? '–' : typeof details === 'string' ? details : JSON.stringify(details, null, 2)}
    </Box>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
      {translate('resources.audit-log.empty')}
    </Typography>
  );
}

/** `GET /api/admin/audit-log`: who did what and when; rows are read defensively. */
export function AuditLogList() {
  const format = useFormat();
  const actionLabel = useActionLabel();
  const filters = [
    <SelectInput
      key="action"
      source="action"
      label="resources.audit-log.fields.action"
      choices={ACTIONS.map((action) => ({ id: action, name: actionLabel(action) }))}
      emptyText="app.audit.all_actions"
      translateChoice={false}
      alwaysOn
    />,
  ];
  return (
    <List
      filters={filters}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      empty={<Empty />}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} expand={<Details />} rowClick="expand" empty={<Empty />}>
        <FunctionField
          source="createdAt"
          sortable={false}
          render={(record: RaRecord) => format.date(pick(record, 'createdAt', 'created_at', 'timestamp', 'time'))}
        />
        <FunctionField
          source="username"
          sortable={false}
          render={(record: RaRecord) => String(pick(record, 'username', 'user', 'actor') ?? '–')}
        />
        <FunctionField
          source="action"
          sortable={false}
          render={(record: RaRecord) => {
            const action = pick(record, 'action', 'type', 'event');
            return (
              <Chip
                size="small"
                color={String(action).endsWith('failed') ? 'error' : 'default'}
                label={actionLabel(action)}
              />
            );
          }}
        />
        <FunctionField source="ip" sortable={false} render={(record: RaRecord) => String(pick(record, 'ip') ?? '–')} />
      </Datagrid>
    </List>
  );
}
