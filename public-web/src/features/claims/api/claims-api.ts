import type { AccountClaim, ClaimAnswer } from '@directory/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

export type ClaimInput =
  { method: 'email'; email: string } | { method: 'manual'; role: string; phone?: string; message: string };

export const useClaim = (slug: string) => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: ClaimInput) => apiPost<ClaimAnswer>(`/api/businesses/${encodeURIComponent(slug)}/claim`, input),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['account', 'claims'] }),
  });
};

/** Following the e-mailed link: the claim is approved, and the account now owns the business. */
export const useVerifyClaim = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, token }: { id: string; token: string }) =>
      apiPost<ClaimAnswer>(`/api/claims/${encodeURIComponent(id)}/verify`, { token }),
    onSuccess: (answer) =>
      Promise.all([
        queries.invalidateQueries({ queryKey: ['account'] }),
        answer.claim.business && queries.invalidateQueries({ queryKey: ['business', answer.claim.business.slug] }),
      ]),
  });
};

export function useMyClaims(enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'claims'],
    queryFn: () => apiGet<AccountClaim[]>('/api/account/claims'),
    enabled,
    retry: false,
  });
}
