import { useEffect, useRef } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/form/error-alert';
import { useHydrated } from '../../../hooks/use-hydrated';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/feedback';
import { Stack } from '../../../ui/layout';
import { useMe } from '../../account/api/account-api';
import { AccountCard } from '../../account/components/account-card';
import { useVerifyClaim } from '../api/claims-api';

/** Opens the link of a claim mail: signed in as the claiming account, the token is posted once. */
export function ClaimVerifyPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const token = params.get('token') ?? '';
  const hydrated = useHydrated();
  const me = useMe();
  const verify = useVerifyClaim();
  const sent = useRef(false);
  const signedIn = Boolean(me.data);

  useEffect(() => {
    if (!signedIn || !token || sent.current) return;
    sent.current = true;
    verify.mutate({ id, token });
  }, [signedIn, id, token, verify]);

  const title = 'Confirm your claim';
  if (!token) {
    return (
      <AccountCard title={title}>
        <Alert severity="warning">This page needs the link from your e-mail.</Alert>
      </AccountCard>
    );
  }
  if (!hydrated || (me.isFetching && !me.data)) {
    return (
      <AccountCard title={title}>
        <Spinner size={24} aria-label="Loading" />
      </AccountCard>
    );
  }
  if (!signedIn) {
    return (
      <AccountCard title={title} intro="Sign in with the account that made the claim to confirm it.">
        <Button variant="contained" to={`/account/login?next=${encodeURIComponent(`${pathname}${search}`)}`}>
          Sign in to confirm
        </Button>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={title}>
      {(verify.isIdle || verify.isPending) && (
        <Stack direction="row" spacing={2} alignItems="center">
          <Spinner size={20} />
          <span>Confirming your claim…</span>
        </Stack>
      )}
      {verify.isSuccess && (
        <Stack spacing={2}>
          <Alert severity="success">
            You are now the verified owner of {verify.data.claim.business?.name ?? 'the business'}.
          </Alert>
          {verify.data.claim.business && (
            <Button variant="contained" to={`/account/businesses/${verify.data.claim.business.id}`}>
              Manage your business
            </Button>
          )}
        </Stack>
      )}
      {verify.isError && <ErrorAlert error={verify.error} />}
    </AccountCard>
  );
}
