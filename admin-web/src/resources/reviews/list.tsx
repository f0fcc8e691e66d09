import { PagedList } from '../../components/paged-list';
import { usePhone } from '../../components/use-phone';
import { SelectionFollowsView } from '../businesses/selection-follows-view';
import { ReviewCards } from './review-cards';
import { DEFAULT_FILTER, useReviewFilters } from './review-filters';
import { ReviewGrid } from './review-grid';

/**
 * docs/behaviour.md §13 'Yorumlar': the moderation queue, pending reviews first (the server's order), each with why it is
 * held and its reports; a table from 600 px, cards below, so nothing is wider than the screen.
 */
export function ReviewList() {
  const phone = usePhone();
  return (
    <PagedList
      filters={useReviewFilters()}
      filterDefaultValues={DEFAULT_FILTER}
      sx={{ '& .RaList-actions': { flexWrap: { sm: 'wrap' } } }}
    >
      <SelectionFollowsView />
      {phone ? <ReviewCards /> : <ReviewGrid />}
    </PagedList>
  );
}
