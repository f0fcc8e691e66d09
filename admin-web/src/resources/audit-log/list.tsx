import { Box, Chip } from '@mui/material';
import type { AuditAction, AuditEntry } from '@directory/shared';
import { FunctionField, SelectInput, useRecordContext } from 'react-admin';
import { ExpandableList } from '../../components/expandable-list';
import { useFormat } from '../../components/format';
import { useActionLabel } from '../../components/use-action-label';

/** The actions the audit log records (docs/behaviour.md §4: deletes, settings, imports, logins). */
const ACTIONS: AuditAction[] = [
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
  'import.cancel-requested',
  'import.cancelled',
];

function Details() {
  const details = useRecordContext<AuditEntry>()?.details;
  return (
    <Box component="pre" sx={{ m: 0, p: 2, fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {details ? JSON.stringify(details, null, 2) : '–'}
    </Box>
  );
}

/** `GET /api/admin/audit-log`: who did what and when, newest first. */
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
    <ExpandableList<AuditEntry>
      filters={filters}
      empty="resources.audit-log.empty"
      expand={<Details />}
      phoneRow={{
        primaryText: (entry) => actionLabel(entry.action),
        secondaryText: (entry) => `${entry.username ?? '–'} · ${format.date(entry.createdAt)}`,
        tertiaryText: (entry) => entry.ip ?? '',
      }}
    >
      <FunctionField<AuditEntry> source="createdAt" sortable={false} render={(entry) => format.date(entry.createdAt)} />
      <FunctionField<AuditEntry> source="username" sortable={false} render={(entry) => entry.username ?? '–'} />
      <FunctionField<AuditEntry>
        source="action"
        sortable={false}
        render={(entry) => (
          <Chip
            size="small"
            color={entry.action.endsWith('failed') ? 'error' : 'default'}
            label={actionLabel(entry.action)}
          />
        )}
      />
      <FunctionField<AuditEntry> source="ip" sortable={false} render={(entry) => entry.ip ?? '–'} />
    </ExpandableList>
  );
}
