import { DecisionButtons } from '../../components/decision-buttons';
import type { AdminClaim } from '@directory/shared';
import { claimsApi, useRefreshClaims } from './claims-api';

/** 'Onayla' and 'Reddet' for a claim that waits for an admin; nothing for the others. */
export function ClaimActions({ claim, direction }: { claim: AdminClaim; direction?: 'row' | 'column' }) {
  const refresh = useRefreshClaims();
  if (claim.state !== 'pending') return null;
  return (
    <DecisionButtons
      messages="app.claims"
      args={{ business: claim.business.name, name: claim.account.displayName, email: claim.account.email }}
      approve={() => claimsApi.approve(claim.id)}
      reject={(reason) => claimsApi.reject(claim.id, reason)}
      onSettled={refresh}
      direction={direction}
    />
  );
}
