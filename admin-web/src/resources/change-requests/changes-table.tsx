import { TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SmallTable } from '../../components/small-table';
import type { FieldChange } from './change-requests-api';

/** Each asked-for field as 'Alan | Önce → Sonra', field names in Turkish; values are text, never markup. */
export function ChangesTable({ changes }: { changes: FieldChange[] }) {
  const translate = useTranslate();
  const value = (v: FieldChange['before']) =>
    v === null || v === undefined || v === '' ? translate('app.change_requests.empty_value') : String(v);
  return (
    <SmallTable
      columns={[
        { label: translate('app.change_requests.field') },
        { label: translate('app.change_requests.before') },
        { label: '' },
        { label: translate('app.change_requests.after') },
      ]}
    >
      {changes.map((change) => (
        <TableRow key={change.field} data-testid="change-row">
          <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {translate(`app.change_requests.fields.${change.field}`, { _: change.field })}
          </TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere', color: 'text.secondary' }}>{value(change.before)}</TableCell>
          <TableCell aria-hidden sx={{ px: 0.5 }}>
            →
          </TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{value(change.after)}</TableCell>
        </TableRow>
      ))}
    </SmallTable>
  );
}
