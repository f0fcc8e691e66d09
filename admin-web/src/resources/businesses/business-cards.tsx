import {
  Box,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import type { AdminBusiness } from '@directory/shared';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import { ApprovalBadge } from './approve-button';
import { BusinessBulkActions } from './bulk-actions';
import { BusinessEmpty, RowActions } from './business-grid';

/** Ticks every card of the page, or none: the phone's form of the table's header checkbox. */
function SelectPage({ ids }: { ids: AdminBusiness['id'][] }) {
  const { selectedIds, onSelect, onUnselectItems } = useListContext<AdminBusiness>();
  const translate = useTranslate();
  const all = ids.length > 0 && ids.every((id) => selectedIds.includes(id));
  return (
    <FormControlLabel
      sx={{ px: 2 }}
      label={translate('ra.action.select_all')}
      control={
        <Checkbox
          checked={all}
          indeterminate={!all && selectedIds.length > 0}
          onChange={() => (all ? onUnselectItems() : onSelect(ids))}
        />
      }
    />
  );
}

/**
 * The business list under 600 px: one card a business (react-admin's SimpleList pattern) with a tick box for the
 * bulk actions above and every row action (approve, edit, delete) as a button of its own.
 */
export function BusinessCards() {
  const { data, isPending, selectedIds, onToggleItem } = useListContext<AdminBusiness>();
  const translate = useTranslate();
  const format = useFormat();
  if (isPending) return null;
  if (!data?.length) return <BusinessEmpty />;
  return (
    <>
      <BusinessBulkActions />
      <SelectPage ids={data.map((record) => record.id)} />
      <Stack
        spacing={1}
        sx={{ p: 1 }}
        component="ul"
        aria-label={translate('resources.businesses.name', { smart_count: 2 })}
      >
        {data.map((record) => (
          <RecordContextProvider key={record.id} value={record}>
            <Card component="li" variant="outlined" sx={{ listStyle: 'none', overflowWrap: 'anywhere' }}>
              <CardContent sx={{ pb: 0, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <Checkbox
                  checked={selectedIds.includes(record.id)}
                  onChange={() => onToggleItem(record.id)}
                  slotProps={{ input: { 'aria-label': translate('app.moderation.select', { name: record.name }) } }}
                  sx={{ ml: -1, mt: -1 }}
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{record.name}</Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    #{record.id} · {record.slug}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
                    <ApprovalBadge />
                    <Chip size="small" label={record.category} sx={{ maxWidth: '100%' }} />
                    <Typography variant="body2" color="text.secondary">
                      {[record.city, record.countryCode].filter(Boolean).join(', ')}
                      {record.rating == null
                        ? ''
                        : ` · ★ ${format.decimal(record.rating)} (${format.number(record.reviewCount)})`}
                    </Typography>
                  </Box>
                </Box>
              </CardContent>
              <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                <RowActions direction="row" />
              </CardActions>
            </Card>
          </RecordContextProvider>
        ))}
      </Stack>
    </>
  );
}
