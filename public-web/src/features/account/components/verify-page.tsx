import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/form/error-alert';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/feedback';
import { Stack } from '../../../ui/layout';
import { Link } from '../../../ui/link';
import { useVerify } from '../api/account-api';
import { AccountCard } from './account-card';

/** Opens the link of the sign-up mail: the token is posted once, after hydration. */
export function VerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerify();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  return (
    <AccountCard title="Confirm your e-mail address">
      {!token && <Alert severity="warning">This page needs the link from your e-mail.</Alert>}
      {token && (verify.isIdle || verify.isPending) && (
        <Stack direction="row" spacing={2} alignItems="center">
          <Spinner size={20} />
          <span>Confirming your address…</span>
        </Stack>
      )}
      {verify.isSuccess && (
        <Stack spacing={2}>
          <Alert severity="success">
            Thank you, {verify.data.user.displayName}: your address is confirmed and you are signed in.
          </Alert>
          <Link to="/account">Go to your account</Link>
        </Stack>
      )}
      {verify.isError && (
        <Stack spacing={2}>
          <ErrorAlert error={verify.error} />
          <span>
            Links work once, for 24 hours. <Link to="/account/signup">Sign up again</Link> to get a new one, or{' '}
            <Link to="/account/reset">choose a new password</Link> if you already have an account.
          </span>
        </Stack>
      )}
    </AccountCard>
  );
}
