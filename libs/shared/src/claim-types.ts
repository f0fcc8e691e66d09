// Claims and owners (docs/behaviour.md §14): the claim calls' answers, the owner's dashboard and the back office's queues.

import type { Pagination } from './api-types.js';

export const CLAIM_LIMITS = {
  message: { required: true, min: 20, max: 2_000 },
  role: { required: true, min: 2, max: 100 },
  phone: { required: false, max: 100 },
  reason: { required: true, min: 3, max: 500 },
} as const;

/** A claim waits for its e-mailed link (`awaiting_email`) or an admin (`pending`); `revoked` once its owner was removed. */
export type ClaimState = 'awaiting_email' | 'pending' | 'approved' | 'rejected' | 'revoked';
export const CLAIM_STATES: readonly ClaimState[] = ['awaiting_email', 'pending', 'approved', 'rejected', 'revoked'];
export type ClaimMethod = 'email' | 'manual';

export type ChangeRequestState = 'pending' | 'approved' | 'rejected';
export const CHANGE_REQUEST_STATES: readonly ChangeRequestState[] = ['pending', 'approved', 'rejected'];

/** The identity fields an owner asks to change (applied only once an admin approves). */
export const CHANGE_REQUEST_FIELDS = [
  'name',
  'category',
  'address',
  'city',
  'countryCode',
  'latitude',
  'longitude',
] as const;
export type ChangeRequestField = (typeof CHANGE_REQUEST_FIELDS)[number];

/** The fields an owner edits directly (`PATCH /api/owner/businesses/{id}`). */
export const OWNER_EDIT_FIELDS = ['description', 'phone', 'website', 'imageUrl', 'hours', 'amenities'] as const;

export interface ClaimBusiness {
  id: number;
  name: string;
  slug: string;
}

/** `POST /api/businesses/{slug}/claim` (201) and `POST /api/claims/{id}/verify` (200). */
export interface ClaimAnswer {
  claim: { id: number; state: ClaimState; business?: ClaimBusiness };
}

/** One of `GET /api/account/claims`: the account's claims, newest first. */
export interface AccountClaim {
  id: number;
  method: ClaimMethod;
  state: ClaimState;
  /** Why an admin rejected it (or revoked the ownership). */
  reason: string | null;
  /** ISO 8601 timestamps. */
  createdAt: string;
  decidedAt: string | null;
  business: ClaimBusiness;
}

export interface FieldChange {
  field: ChangeRequestField;
  before: string | number | null;
  after: string | number | null;
}

export interface ChangeRequestSummary {
  id: number;
  state: ChangeRequestState;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
  changes: FieldChange[];
}

/** `POST /api/owner/businesses/{id}/change-requests` (201). */
export interface ChangeRequestCreated {
  id: number;
  state: 'pending';
}

/** One row of `GET /api/admin/claims?state&page&limit`: open claims first, then newest. */
export interface AdminClaim {
  id: number;
  state: ClaimState;
  method: ClaimMethod;
  email: string | null;
  role: string | null;
  phone: string | null;
  message: string | null;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
  business: ClaimBusiness & { website: string | null };
  account: { id: number; displayName: string; email: string };
}

export interface AdminClaimList {
  claims: AdminClaim[];
  pagination: Pagination;
}

/** One row of `GET /api/admin/change-requests?state&page&limit`. */
export interface AdminChangeRequest extends ChangeRequestSummary {
  business: ClaimBusiness;
  account: { id: number; displayName: string; email: string };
}

export interface AdminChangeRequestList {
  changeRequests: AdminChangeRequest[];
  pagination: Pagination;
}

/** `GET /api/admin/businesses/{id}/owner`: the verified owner and what they changed. */
export interface AdminBusinessOwner {
  owner: {
    account: { id: number; displayName: string; email: string };
    since: string;
    lastEditedAt: string | null;
  } | null;
  changes: Array<{ id: number; action: string; createdAt: string; details: Record<string, unknown> | null }>;
}
