import type { AdminReview } from '@directory/shared';
import { Box } from '@mui/material';
import { Datagrid, FunctionField } from 'react-admin';
import { DecisionButtons } from './decision-buttons';
import { Author, BusinessLinks, ReviewDate, ReviewStatus, ReviewText, Stars } from './review-parts';
import { ReviewEmpty } from './review-empty';
import { ReviewBulkActions } from './bulk-actions';

/** The queue as a table from 600 px: the text takes the room, the other columns stay narrow. */
export function ReviewGrid() {
  return (
    <Datagrid
      rowClick={false}
      empty={<ReviewEmpty />}
      bulkActionsToolbar={<ReviewBulkActions />}
      sx={{ '& .RaDatagrid-table': { tableLayout: 'auto' }, '& td': { py: 1, verticalAlign: 'top' } }}
    >
      <FunctionField<AdminReview>
        source="text"
        sortable={false}
        render={(review) => (
          <Box sx={{ minWidth: 220, display: 'grid', gap: 0.5 }}>
            <Stars rating={review.rating} />
            <ReviewText text={review.text} />
          </Box>
        )}
      />
      <FunctionField<AdminReview>
        source="business"
        label="resources.reviews.fields.business"
        sortable={false}
        render={(review) => (
          <Box sx={{ minWidth: 120, maxWidth: 200 }}>
            <BusinessLinks business={review.business} />
          </Box>
        )}
      />
      <FunctionField<AdminReview>
        source="account"
        label="resources.reviews.fields.author"
        sortable={false}
        render={(review) => (
          <Box sx={{ minWidth: 110, maxWidth: 180, display: 'grid', gap: 0.5 }}>
            <Author account={review.account} />
            <ReviewDate review={review} />
          </Box>
        )}
      />
      <FunctionField<AdminReview>
        source="state"
        label="resources.reviews.fields.details"
        sortable={false}
        render={(review) => (
          <Box sx={{ minWidth: 120, maxWidth: 220 }}>
            <ReviewStatus review={review} />
          </Box>
        )}
      />
      <FunctionField<AdminReview>
        label="resources.reviews.fields.actions"
        render={(review) => (
          <DecisionButtons
            ids={[review.id]}
            canPublish={review.state !== 'published'}
            canReject={review.state !== 'rejected'}
            direction="column"
          />
        )}
      />
    </Datagrid>
  );
}
