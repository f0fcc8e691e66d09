import { Box } from '@mui/material';
import type { AdminReview } from '@directory/shared';
import { useTranslate } from 'react-admin';
import { SelectableCards } from '../../components/selectable-cards';
import { ReviewBulkActions } from './bulk-actions';
import { DecisionButtons } from './decision-buttons';
import { Author, BusinessLinks, ReviewDate, ReviewStatus, ReviewText, Stars } from './review-parts';
import { ReviewEmpty } from './review-empty';

/** The queue under 600 px: one card a review, with a tick box for the bulk bar and the row's own buttons. */
export function ReviewCards() {
  const translate = useTranslate();
  return (
    <SelectableCards<AdminReview>
      label={translate('resources.reviews.name', { smart_count: 2 })}
      bulkActions={<ReviewBulkActions />}
      empty={<ReviewEmpty />}
      selectLabel={(review) => translate('app.reviews.select', { id: review.id })}
      content={(review) => (
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
      )}
      actions={(review) => (
        <DecisionButtons
          ids={[review.id]}
          canPublish={review.state !== 'published'}
          canReject={review.state !== 'rejected'}
        />
      )}
    />
  );
}
