import type { AccountSignedIn, AccountUser, OwnReview, SuccessMessage } from '@directory/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost, apiSend } from '../../../lib/api-client';
import { announceSignInChange, dropSignedInMark, markedSignedIn } from '../signed-in-mark';

export const ME_KEY = ['account', 'me'] as const;

/**
 * The signed-in account; undefined while unknown or signed out. Asked only in the browser, and only
 * when the sign-in mark is there, so a signed-out visitor's pages make no call that answers 401.
 */
export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async (): Promise<AccountUser | null> => {
      try {
        return await apiGet<AccountUser>('/api/account/me');
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 401) throw error;
        dropSignedInMark();
        return null;
      }
    },
    enabled: markedSignedIn(),
    retry: false,
    staleTime: 60_000,
  });
}

export function useMyReviews(enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'reviews'],
    queryFn: () => apiGet<OwnReview[]>('/api/account/reviews'),
    enabled,
    retry: false,
  });
}

/**
 * A call that changes who is signed in, or what they are called: the account it answers with (or
 * nobody, when it answers none) goes straight to the header, and every account query reads afresh.
 */
function useAccountMutation<Input, Output>(call: (input: Input) => Promise<Output>, signsOut = false) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (result) => {
      const user = (result as { user?: AccountUser }).user;
      if (user || signsOut) queries.setQueryData(ME_KEY, user ?? null);
      announceSignInChange();
      const others = {
        queryKey: ['account'],
        predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[1] !== 'me',
      };
      // Signed out, the account's own lists are gone rather than asked again (they would answer 401).
      if (signsOut) queries.removeQueries(others);
      else await queries.invalidateQueries(others);
    },
  });
}

export const useSignUp = () =>
  useMutation({
    mutationFn: (input: { displayName: string; email: string; password: string }) =>
      apiPost<SuccessMessage>('/api/account/signup', input),
  });
export const useSignIn = () =>
  useAccountMutation((input: { email: string; password: string }) =>
    apiPost<AccountSignedIn>('/api/account/login', input),
  );
export const useVerify = () =>
  useAccountMutation((token: string) => apiPost<AccountSignedIn>('/api/account/verify', { token }));
export const useSignOut = () => useAccountMutation(() => apiPost<SuccessMessage>('/api/account/logout', {}), true);
export const useRequestReset = () =>
  useMutation({ mutationFn: (email: string) => apiPost<SuccessMessage>('/api/account/password-reset', { email }) });
export const useConfirmReset = () =>
  useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiPost<SuccessMessage>('/api/account/password-reset/confirm', input),
  });
export const useUpdateAccount = () =>
  useAccountMutation((input: { displayName?: string; password?: string; currentPassword: string }) =>
    apiSend<AccountSignedIn>('PATCH', '/api/account', input),
  );
export const useDeleteAccount = () =>
  useAccountMutation((password: string) => apiSend<SuccessMessage>('DELETE', '/api/account', { password }), true);
