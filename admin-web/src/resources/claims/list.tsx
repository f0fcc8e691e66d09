import { type Theme, useMediaQuery } from '@mui/material';
import { List, Pagination } from 'react-admin';
import { ClaimCards } from './claim-cards';
import { claimFilters, DEFAULT_CLAIM_FILTER } from './claim-filters';
import { ClaimGrid } from './claim-grid';

/**
 * CONTRACT §14 'Sahiplik talepleri': the claims that wait for an admin first, each with its evidence; approve, or
 * reject with a reason. A table from 600 px, cards below.
 */
export function ClaimList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={claimFilters}
      filterDefaultValues={DEFAULT_CLAIM_FILTER}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      empty={false}
      exporter={false}
    >
      {phone ? <ClaimCards /> : <ClaimGrid />}
    </List>
  );
}
