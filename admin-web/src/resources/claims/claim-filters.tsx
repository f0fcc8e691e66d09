import { SelectInput } from 'react-admin';
import { CLAIM_STATES } from './claims-api';

/** The state filter, in Turkish; the list opens on the claims that wait for an admin. */
export const claimFilters = [
  <SelectInput
    key="state"
    source="state"
    label="resources.claims.fields.state"
    choices={CLAIM_STATES.map((state) => ({ id: state, name: `app.claims.states.${state}` }))}
    emptyText="app.claims.all_states"
    alwaysOn
  />,
];

/** CONTRACT §14 claims go to an admin to decide: the open ones first. */
export const DEFAULT_CLAIM_FILTER = { state: 'pending' };
