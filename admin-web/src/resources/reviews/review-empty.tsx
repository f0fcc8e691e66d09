import { useListContext } from 'react-admin';
import { ListEmpty } from '../../components/list-empty';

/** An empty queue says the work is done; other filters say nothing matched. */
export function ReviewEmpty() {
  const { filterValues } = useListContext();
  return <ListEmpty message={filterValues.state === 'pending' ? 'app.reviews.empty_pending' : 'app.reviews.empty'} />;
}
