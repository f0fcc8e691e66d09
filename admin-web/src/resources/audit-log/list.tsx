import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AuditChanges, AuditEntry } from '@directory/shared';
import { FunctionField, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { ExpandableList } from '../../components/expandable-list';
import { useFormat } from '../../components/format';
import { useActionLabel } from '../../components/use-action-label';
import { AUDIT_ACTIONS, changeValues, fieldLabel, summaryOf, valueText } from './audit-summary';

function ChangesTable({ changes }: { changes: AuditChanges }) {
  const translate = useTranslate();
  return (
    <Table size="small" sx={{ '& td, & th': { overflowWrap: 'anywhere', verticalAlign: 'top' } }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.audit_log.field')}</TableCell>
          <TableCell>{translate('app.audit_log.before')}</TableCell>
          <TableCell>{translate('app.audit_log.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {Object.entries(changes).map(([field, change]) => {
          const { from, to } = changeValues(translate, field, change, true);
          return (
            <TableRow key={field}>
              <TableCell>{fieldLabel(translate, field)}</TableCell>
              <TableCell>{from}</TableCell>
              <TableCell>{to}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** The entry's details as labelled lines (changes as a before/after table), never raw JSON. */
function Details() {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  const { changes, ...rest } = entry.details ?? {};
  const lines = Object.entries(rest);
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      {changes && Object.keys(changes).length > 0 ? <ChangesTable changes={changes as AuditChanges} /> : null}
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(8rem, max-content) 1fr', gap: 0.5 }}
      >
        {lines.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {fieldLabel(translate, key)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {valueText(translate, value, true)}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" variant="body2" color="text.secondary">
          {translate('resources.audit-log.fields.ip')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {entry.ip ?? '–'}
        </Typography>
      </Box>
    </Box>
  );
}

/** `GET /api/admin/audit-log`: who did what and when, newest first (docs/screens.md "Back office: audit log and messages"). */
export function AuditLogList() {
  const format = useFormat();
  const translate = useTranslate();
  const actionLabel = useActionLabel();
  const filters = [
    <SelectInput
      key="action"
      source="action"
      label="resources.audit-log.fields.action"
      choices={AUDIT_ACTIONS.map((action) => ({ id: action, name: actionLabel(action) }))}
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
        secondaryText: (entry) => summaryOf(translate, entry),
        tertiaryText: (entry) => `${entry.username ?? '–'} · ${format.date(entry.createdAt)}`,
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
      <FunctionField<AuditEntry>
        label="app.audit_log.summary"
        sortable={false}
        render={(entry) => <span data-testid="audit-summary">{summaryOf(translate, entry)}</span>}
      />
    </ExpandableList>
  );
}
