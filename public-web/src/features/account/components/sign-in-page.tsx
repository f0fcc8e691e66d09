import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Stack } from '../../../ui/layout';
import { Link } from '../../../ui/link';
import { TextField } from '../../../ui/text-field';
import { messageOf, useSignIn } from '../api/account-api';
import { safeNextPath } from '../next-path';
import { AccountCard } from './account-card';
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
          <TextField
            label="E-mail address"
            name="email"
            type="email"
            autoComplete="email"
            required
            fullWidth
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            fullWidth
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {signIn.isError && (
            <Alert severity="error" role="alert">
              {messageOf(signIn.error)}
            </Alert>
          )}
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
