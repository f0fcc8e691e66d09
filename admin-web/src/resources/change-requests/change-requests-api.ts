import type { AdminStats, Pagination } from '@directory/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { post } from '../../providers/http';
import { adminKeys } from '../../providers/queries';
import type { AccountRef, BusinessRef } from '../claims/claims-api';

export type ChangeRequestState = 'pending' | 'approved' | 'rejected';

export const CHANGE_REQUEST_STATES: readonly ChangeRequestState[] = ['pending', 'approved', 'rejected'];

/** The identity fields an owner can only ask to change (docs/behaviour.md §14), in the order the table shows them. */
export const CHANGE_REQUEST_FIELDS = ['name', 'category', 'address', 'city', 'countryCode', 'latitude', 'longitude'];

export interface FieldChange {
  field: string;
  before: string | number | null;
  after: string | number | null;
}

/** One row of `GET /api/admin/change-requests` (docs/behaviour.md §14). */
export interface AdminChangeRequest {
  id: number;
  state: ChangeRequestState;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
  business: BusinessRef;
  account: AccountRef;
  changes: FieldChange[];
}

export interface AdminChangeRequestList {
  changeRequests: AdminChangeRequest[];
  pagination: Pagination;
}

const path = (id: Identifier) => `/api/admin/change-requests/${Number(id)}`;

export const changeRequestsApi = {
  approve: (id: Identifier) => post<unknown>(`${path(id)}/approve`),
  reject: (id: Identifier, reason: string) => post<unknown>(`${path(id)}/reject`, { reason }),
};

/**
 * `openChangeRequests` of `GET /api/admin/stats`: change requests waiting for an admin. The shared stats type does
 * not carry it yet, so it is read as optional: undefined until the server sends it.
 */
export function openChangeRequestsOf(stats: AdminStats | undefined): number | undefined {
  const value = (stats as (AdminStats & { openChangeRequests?: unknown }) | undefined)?.openChangeRequests;
  return typeof value === 'number' ? value : undefined;
}

/** After a decision: the list and the figures that count open requests (menu badge, dashboard). */
export function useRefreshChangeRequests() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.stats }),
      client.invalidateQueries({ queryKey: ['change-requests'] }),
    ]);
}
