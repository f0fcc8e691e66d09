import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { messageOf, useSignIn } from '../api/account-api';
import { safeNextPath } from '../next-path';
import { AccountCard } from './account-card';

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
      <Box component="form" method="post" noValidate onSubmit={submit}>
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
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Link component={RouterLink} to="/account/reset">
              Forgot your password?
            </Link>
            <Link component={RouterLink} to="/account/signup">
              Create an account
            </Link>
          </Stack>
        </Stack>
      </Box>
    </AccountCard>
  );
}
