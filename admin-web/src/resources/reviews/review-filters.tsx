import { REVIEW_STATES } from '@directory/shared';
import { NumberInput, SelectInput, useTranslate } from 'react-admin';
import { stateFilter } from '../../components/state-filter';

/** The queue's filters: state (pending unless chosen otherwise), business id, account id, rating. */
export function useReviewFilters() {
  const translate = useTranslate();
  return [
    stateFilter('reviews', 'reviews', REVIEW_STATES),
    <SelectInput
      key="rating"
      source="rating"
      label="resources.reviews.fields.rating"
      choices={[5, 4, 3, 2, 1].map((rating) => ({
        id: rating,
        name: translate('app.reviews.stars', { smart_count: rating }),
      }))}
      translateChoice={false}
      emptyText="app.reviews.all_ratings"
      alwaysOn
    />,
    <NumberInput key="business" source="business" label="resources.reviews.fields.business_id" min={1} alwaysOn />,
    <NumberInput key="account" source="account" label="resources.reviews.fields.account_id" min={1} alwaysOn />,
  ];
}

/** The queue opens on the reviews that wait (docs/behaviour.md §13 "pending first"). */
export const DEFAULT_FILTER = { state: 'pending' };
