import { Box, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { AdminBusiness } from '@directory/shared';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import { ApproveButton } from './approve-button';
import { BusinessEmpty, RowActions } from './business-grid';

/**
 * The business list under 600 px: one card a business (react-admin's SimpleList pattern) with every row action
 * (approve, edit, delete) as a button of its own.
 */
export function BusinessCards() {
  const { data, isPending } = useListContext<AdminBusiness>();
  const translate = useTranslate();
  const format = useFormat();
  if (isPending) return null;
  if (!data?.length) return <BusinessEmpty />;
  return (
    <Stack
      spacing={1}
      sx={{ p: 1 }}
      component="ul"
      aria-label={translate('resources.businesses.name', { smart_count: 2 })}
    >
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card component="li" variant="outlined" sx={{ listStyle: 'none', overflowWrap: 'anywhere' }}>
            <CardContent sx={{ pb: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{record.name}</Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                #{record.id} · {record.slug}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
                <Chip size="small" label={record.category} sx={{ maxWidth: '100%' }} />
                <Typography variant="body2" color="text.secondary">
                  {[record.city, record.countryCode].filter(Boolean).join(', ')}
                  {record.rating == null
                    ? ''
                    : ` · ★ ${format.decimal(record.rating)} (${format.number(record.reviewCount)})`}
                </Typography>
              </Box>
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ApproveButton />
              <RowActions direction="row" />
            </CardActions>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
