import { Box, Chip, Stack, Typography } from '@mui/material';
import type { AdminBusiness } from '@directory/shared';
import { Datagrid, DeleteWithConfirmButton, EditButton, FunctionField, type RaRecord } from 'react-admin';
import { ListEmpty } from '../../components/list-empty';
import { useFormat } from '../../components/format';
import { ApprovalBadge, ApproveButton } from './approve-button';
import { BusinessBulkActions } from './bulk-actions';
import { ImportLink } from './import-link';

const approvedRow = (record: RaRecord) =>
  record.isApproved ? { bgcolor: 'rgba(46, 125, 50, 0.06)', boxShadow: 'inset 4px 0 0 #2e7d32' } : {};

/** Long names and slugs break anywhere rather than widen the table past the screen. */
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

export function RowActions({ direction = 'column' }: { direction?: 'row' | 'column' }) {
  return (
    <Stack direction={direction} spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <EditButton />
      <ApproveButton />
      <DeleteWithConfirmButton mutationMode="pessimistic" confirmColor="warning" />
    </Stack>
  );
}

export const BusinessEmpty = () => (
  <ListEmpty message="resources.businesses.empty">
    <ImportLink />
  </ListEmpty>
);

/** The business table for screens 600 px and wider: seven columns that fit beside the menu from 1280 px on. */
export function BusinessGrid() {
  const format = useFormat();
  return (
    <Datagrid
      rowClick="edit"
      rowSx={approvedRow}
      empty={<BusinessEmpty />}
      bulkActionsToolbar={<BusinessBulkActions />}
      sx={{ '& .RaDatagrid-table': { tableLayout: 'auto' }, '& td': { py: 1 } }}
    >
      <FunctionField<AdminBusiness>
        source="name"
        render={(record) => (
          <Box sx={{ minWidth: 160, ...wrapAnywhere }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {record.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              #{record.id} · {record.slug}
            </Typography>
          </Box>
        )}
      />
      <FunctionField<AdminBusiness>
        source="category"
        label="app.businesses.category_place"
        sortable={false}
        render={(record) => (
          <Box sx={{ minWidth: 120, ...wrapAnywhere }}>
            <Chip size="small" label={record.category} title={record.category} sx={{ maxWidth: 180 }} />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {[record.address, record.city, record.countryCode].filter(Boolean).join(', ')}
            </Typography>
          </Box>
        )}
      />
      <FunctionField<AdminBusiness>
        source="rating"
        render={(record) => (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            <Typography variant="body2">
              {record.rating == null ? '–' : `★ ${format.decimal(record.rating)}`}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {format.number(record.reviewCount)}
            </Typography>
          </Box>
        )}
      />
      <FunctionField<AdminBusiness>
        source="createdAt"
        render={(record) => <Box sx={{ whiteSpace: 'nowrap' }}>{format.day(record.createdAt)}</Box>}
      />
      <FunctionField label="app.businesses.approval" render={() => <ApprovalBadge />} />
      <FunctionField label="app.businesses.actions" render={() => <RowActions />} />
    </Datagrid>
  );
}
