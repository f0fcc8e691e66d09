import type { AdminAccount, SuccessMessage } from '@directory/shared';
import { post, remove } from '../../providers/http';

/** docs/behaviour.md §13's account calls of the back office. */
export const accountsApi = {
  block: (id: number) => post<{ success: true; account: AdminAccount }>(`/api/admin/accounts/${id}/block`),
  unblock: (id: number) => post<{ success: true; account: AdminAccount }>(`/api/admin/accounts/${id}/unblock`),
  delete: (id: number) => remove<SuccessMessage>(`/api/admin/accounts/${id}`),
};
