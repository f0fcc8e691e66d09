import type { BusinessDetail, ChangeRequestCreated, ChangeRequestSummary } from '@directory/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiSend } from '../../../lib/api-client';

export interface OwnerBusiness {
  business: BusinessDetail;
  changeRequests: ChangeRequestSummary[];
}

export type OwnerEdit = Partial<
  Pick<BusinessDetail, 'description' | 'phone' | 'website' | 'imageUrl' | 'hours' | 'amenities'>
>;

const ownerKey = (id: string) => ['account', 'owner-business', id] as const;

export function useOwnerBusiness(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ownerKey(id),
    queryFn: () => apiGet<OwnerBusiness>(`/api/owner/businesses/${encodeURIComponent(id)}`),
    enabled,
    retry: false,
  });
}

/** The owner's edit applies at once: the dashboard and the public page read it again. */
export function useOwnerEdit(id: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (edit: OwnerEdit) =>
      apiSend<BusinessDetail>('PATCH', `/api/owner/businesses/${encodeURIComponent(id)}`, edit),
    onSuccess: (business) =>
      Promise.all([
        queries.invalidateQueries({ queryKey: ownerKey(id) }),
        queries.invalidateQueries({ queryKey: ['business', business.slug] }),
      ]),
  });
}

export function useChangeRequest(id: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (change: Record<string, string | number | null>) =>
      apiPost<ChangeRequestCreated>(`/api/owner/businesses/${encodeURIComponent(id)}/change-requests`, change),
    onSuccess: () => queries.invalidateQueries({ queryKey: ownerKey(id) }),
  });
}
