import type { ClaimState } from '@directory/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { post } from '../../providers/http';
import { adminKeys } from '../../providers/queries';

/** The filter's order: what waits for an admin first. */
export const CLAIM_STATES: readonly ClaimState[] = ['pending', 'awaiting_email', 'approved', 'rejected', 'revoked'];

/** A business and an account as the admin lists name them (docs/behaviour.md §13, §14). */
export interface BusinessRef {
  id: number;
  name: string;
  slug: string;
}

export interface AccountRef {
  id: number;
  displayName: string;
  email: string;
}

const path = (id: Identifier) => `/api/admin/claims/${Number(id)}`;

/** docs/behaviour.md §14's decisions on a claim; the list comes through the data provider. */
export const claimsApi = {
  approve: (id: Identifier) => post<unknown>(`${path(id)}/approve`),
  reject: (id: Identifier, reason: string) => post<unknown>(`${path(id)}/reject`, { reason }),
};

/** After a decision: the list and the figures that count open claims (menu badge, dashboard). */
export function useRefreshClaims() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.stats }),
      client.invalidateQueries({ queryKey: ['claims'] }),
    ]);
}
