import { stateFilter } from '../../components/state-filter';
import { CLAIM_STATES } from './claims-api';

/** The state filter, in Turkish; the list opens on the claims that wait for an admin. */
export const claimFilters = [stateFilter('claims', 'claims', CLAIM_STATES)];

/** docs/behaviour.md §14 claims go to an admin to decide: the open ones first. */
export const DEFAULT_CLAIM_FILTER = { state: 'pending' };
