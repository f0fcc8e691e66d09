import type { SuccessMessage } from '@directory/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { call, remove } from '../../providers/http';
import { adminKeys } from '../../providers/queries';
import type { AccountRef } from '../claims/claims-api';

/** One entry of the owner's history: an edit, a change request, a decision (docs/behaviour.md §14's audit log). */
export interface OwnerChange {
  id: number;
  action: string;
  createdAt: string;
  details: Record<string, unknown> | string | null;
}

/** `GET /api/admin/businesses/{id}/owner`. */
export interface BusinessOwner {
  owner: { account: AccountRef; since: string; lastEditedAt: string | null } | null;
  changes: OwnerChange[];
}

const path = (id: Identifier) => `/api/admin/businesses/${Number(id)}/owner`;

export const ownerKey = (id: Identifier) => ['admin', 'business-owner', Number(id)] as const;

export const ownerApi = {
  read: (id: Identifier) => call<BusinessOwner>(path(id)),
  revoke: (id: Identifier) => remove<SuccessMessage>(path(id)),
};

export function useBusinessOwner(id: Identifier | undefined) {
  return useQuery({
    queryKey: ownerKey(id ?? 0),
    queryFn: () => ownerApi.read(id as Identifier),
    enabled: id !== undefined && id !== null && id !== '',
  });
}

/** After a revocation: the panel, the claims (one turns 'revoked') and the counts. */
export function useRefreshOwner(id: Identifier) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ownerKey(id) }),
      client.invalidateQueries({ queryKey: ['claims'] }),
      client.invalidateQueries({ queryKey: adminKeys.stats }),
    ]);
}
