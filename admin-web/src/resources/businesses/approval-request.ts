import type { BusinessApprovalResult } from '@directory/shared';
import type { Identifier } from 'react-admin';
import { post } from '../../providers/http';

/** `POST /api/admin/businesses/approval` (docs/behaviour.md §4): sets the state, so a repeated click changes nothing. */
export const setApproval = (ids: Identifier[], approved: boolean) =>
  post<BusinessApprovalResult>('/api/admin/businesses/approval', { ids, approved });
