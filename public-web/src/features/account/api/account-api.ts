import type { AccountSignedIn, AccountUser, OwnReview, SuccessMessage } from '@directory/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost } from '../../../lib/api-client';

export const ME_KEY = ['account', 'me'] as const;

/** The signed-in account, or null when signed out (401); read only in the browser, after hydration. */
export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async (): Promise<AccountUser | null> => {
      try {
        return await apiGet<AccountUser>('/api/account/me');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
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

/** A call that changes who is signed in: the header and every account query read afresh after it. */
function useAccountMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queries.invalidateQueries({ queryKey: ['account'] }),
  });
}

const send = <T>(method: string, path: string, body: unknown) =>
  fetch(path, {
    method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  }).then(async (res) => {
    const text = await res.text();
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    if (!res.ok) throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, res.statusText, parsed);
    return parsed as T;
  });

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
export const useSignOut = () => useAccountMutation(() => apiPost<SuccessMessage>('/api/account/logout', {}));
export const useRequestReset = () =>
  useMutation({ mutationFn: (email: string) => apiPost<SuccessMessage>('/api/account/password-reset', { email }) });
export const useConfirmReset = () =>
  useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiPost<SuccessMessage>('/api/account/password-reset/confirm', input),
  });
export const useUpdateAccount = () =>
  useAccountMutation((input: { displayName?: string; password?: string; currentPassword: string }) =>
    send<AccountSignedIn>('PATCH', '/api/account', input),
  );
export const useDeleteAccount = () =>
  useAccountMutation((password: string) => send<SuccessMessage>('DELETE', '/api/account', { password }));

/** The message of a failed call: the server's own words when it sent some. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown } | undefined;
    if (typeof body?.message === 'string') return body.message;
    if (error.status === 429) return 'Too many attempts. Please wait a while and try again.';
  }
  return 'Something went wrong. Please try again.';
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors : {};
}
