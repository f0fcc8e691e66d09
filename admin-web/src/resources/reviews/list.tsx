import { type Theme, useMediaQuery } from '@mui/material';
import { List, Pagination } from 'react-admin';
import { SelectionFollowsView } from '../businesses/selection-follows-view';
import { ReviewCards } from './review-cards';
import { DEFAULT_FILTER, useReviewFilters } from './review-filters';
import { ReviewGrid } from './review-grid';

/**
 * CONTRACT §13 'Yorumlar': the moderation queue, pending reviews first (the server's order), each with why it is
 * held and its reports; a table from 600 px, cards below, so nothing is wider than the screen.
 */
export function ReviewList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={useReviewFilters()}
      filterDefaultValues={DEFAULT_FILTER}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      empty={false}
      exporter={false}
      sx={{ '& .RaList-actions': { flexWrap: { sm: 'wrap' } } }}
    >
      <SelectionFollowsView />
      {phone ? <ReviewCards /> : <ReviewGrid />}
    </List>
  );
}
