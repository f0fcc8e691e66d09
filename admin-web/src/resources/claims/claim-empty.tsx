import { useListContext } from 'react-admin';
import { ListEmpty } from '../../components/list-empty';

/** An empty queue says the work is done; other filters say nothing matched. */
export function ClaimEmpty() {
  const { filterValues } = useListContext();
  return <ListEmpty message={filterValues.state === 'pending' ? 'app.claims.empty_pending' : 'app.claims.empty'} />;
}
