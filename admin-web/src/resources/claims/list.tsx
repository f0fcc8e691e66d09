import { PagedList } from '../../components/paged-list';
import { usePhone } from '../../components/use-phone';
import { ClaimCards } from './claim-cards';
import { claimFilters, DEFAULT_CLAIM_FILTER } from './claim-filters';
import { ClaimGrid } from './claim-grid';

/**
 * docs/behaviour.md §14 'Sahiplik talepleri': the claims that wait for an admin first, each with its evidence; approve, or
 * reject with a reason. A table from 600 px, cards below.
 */
export function ClaimList() {
  const phone = usePhone();
  return (
    <PagedList filters={claimFilters} filterDefaultValues={DEFAULT_CLAIM_FILTER}>
      {phone ? <ClaimCards /> : <ClaimGrid />}
    </PagedList>
  );
}
