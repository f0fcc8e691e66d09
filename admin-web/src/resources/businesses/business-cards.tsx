import { Box, Chip, Typography } from '@mui/material';
import type { AdminBusiness } from '@directory/shared';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import { SelectableCards } from '../../components/selectable-cards';
import { ApprovalBadge } from './approve-button';
import { BusinessBulkActions } from './bulk-actions';
import { BusinessEmpty, RowActions } from './business-grid';

/**
 * The business list under 600 px: one card a business with a tick box for the bulk actions above and every row
 * action (approve, edit, delete) as a button of its own.
 */
export function BusinessCards() {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <SelectableCards<AdminBusiness>
      label={translate('resources.businesses.name', { smart_count: 2 })}
      bulkActions={<BusinessBulkActions />}
      empty={<BusinessEmpty />}
      selectLabel={(record) => translate('app.moderation.select', { name: record.name })}
      content={(record) => (
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
      )}
      actions={() => <RowActions direction="row" />}
    />
  );
}
