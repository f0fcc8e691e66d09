import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/form/error-alert';
import { StateTextField } from '../../../components/form/state-text-field';
import { Button } from '../../../ui/button';
import { Stack } from '../../../ui/layout';
import { Link } from '../../../ui/link';
import { useSignIn } from '../api/account-api';
import { safeNextPath } from '../next-path';
import { AccountCard } from './account-card';
import { EmailField } from './email-field';
import styles from './sign-in-page.module.css';

export function SignInPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email, password }, { onSuccess: () => navigate(next) });
  };
  return (
    <AccountCard title="Sign in">
      <form method="post" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <EmailField value={email} onValueChange={setEmail} />
          <StateTextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            fullWidth
            value={password}
            onValueChange={setPassword}
          />
          {signIn.isError && <ErrorAlert error={signIn.error} />}
          <Button type="submit" variant="contained" size="large" disabled={signIn.isPending || !email || !password}>
            {signIn.isPending ? 'Signing in…' : 'Sign in'}
          </Button>
          <Stack direction="row" className={styles.links}>
            <Link to="/account/reset">Forgot your password?</Link>
            <Link to="/account/signup">Create an account</Link>
          </Stack>
        </Stack>
      </form>
    </AccountCard>
  );
}
