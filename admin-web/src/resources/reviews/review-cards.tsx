import { Box, Card, CardActions, CardContent, Checkbox, FormControlLabel, Stack } from '@mui/material';
import type { AdminReview } from '@directory/shared';
import { useListContext, useTranslate } from 'react-admin';
import { ReviewBulkActions } from './bulk-actions';
import { DecisionButtons } from './decision-buttons';
import { Author, BusinessLinks, ReviewDate, ReviewStatus, ReviewText, Stars } from './review-parts';
import { ReviewEmpty } from './review-empty';

function SelectPage({ ids }: { ids: AdminReview['id'][] }) {
  const { selectedIds, onSelect, onUnselectItems } = useListContext<AdminReview>();
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

/** The queue under 600 px: one card a review, with a tick box for the bulk bar and the row's own buttons. */
export function ReviewCards() {
  const { data, isPending, selectedIds, onToggleItem } = useListContext<AdminReview>();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data?.length) return <ReviewEmpty />;
  return (
    <>
      <ReviewBulkActions />
      <SelectPage ids={data.map((review) => review.id)} />
      <Stack
        spacing={1}
        sx={{ p: 1 }}
        component="ul"
        aria-label={translate('resources.reviews.name', { smart_count: 2 })}
      >
        {data.map((review) => (
          <Card key={review.id} component="li" variant="outlined" sx={{ listStyle: 'none', overflowWrap: 'anywhere' }}>
            <CardContent sx={{ pb: 0, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Checkbox
                checked={selectedIds.includes(review.id)}
                onChange={() => onToggleItem(review.id)}
                slotProps={{ input: { 'aria-label': translate('app.reviews.select', { id: review.id }) } }}
                sx={{ ml: -1, mt: -1 }}
              />
              <Box sx={{ minWidth: 0, flexGrow: 1, display: 'grid', gap: 1 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <Stars rating={review.rating} />
                </Box>
                <ReviewText text={review.text} />
                <BusinessLinks business={review.business} />
                <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
                  <Author account={review.account} />
                  <ReviewDate review={review} />
                </Box>
                <ReviewStatus review={review} />
              </Box>
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
              <DecisionButtons
                ids={[review.id]}
                canPublish={review.state !== 'published'}
                canReject={review.state !== 'rejected'}
              />
            </CardActions>
          </Card>
        ))}
      </Stack>
    </>
  );
}
