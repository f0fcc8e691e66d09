import { passwordLengthError } from '@directory/shared';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Stack } from '../../../ui/layout';
import { Link } from '../../../ui/link';
import { TextField } from '../../../ui/text-field';
import { fieldErrorsOf, messageOf, useConfirmReset, useRequestReset } from '../api/account-api';
import { AccountCard } from './account-card';
import styles from './reset-page.module.css';

/** Without a token: ask for the address. With the token of the mail: choose the new password. */
export function ResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ChoosePassword token={token} /> : <AskForLink />;
}

function AskForLink() {
  const [email, setEmail] = useState('');
  const request = useRequestReset();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email);
  };
  return (
    <AccountCard title="Choose a new password" intro="We will send a link to choose a new password to your address.">
      {request.isSuccess ? (
        <Alert severity="success">{request.data.message}</Alert>
      ) : (
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
              error={Boolean(fieldErrorsOf(request.error).email)}
              helperText={fieldErrorsOf(request.error).email ?? ' '}
            />
            {request.isError && !fieldErrorsOf(request.error).email && (
              <Alert severity="error" role="alert">
                {messageOf(request.error)}
              </Alert>
            )}
            <Button type="submit" variant="contained" size="large" disabled={request.isPending || !email}>
              Send the link
            </Button>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}

function ChoosePassword({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirmReset();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordLengthError(password);
    setError(problem);
    if (!problem) confirm.mutate({ token, password }, { onError: (e) => setError(fieldErrorsOf(e).password ?? null) });
  };
  if (confirm.isSuccess) {
    return (
      <AccountCard title="Choose a new password">
        <Alert severity="success" className={styles.success}>
          {confirm.data.message}
        </Alert>
        <Link to="/account/login">Sign in</Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Choose a new password">
      <form method="post" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            fullWidth
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? 'At least 10 characters, not a common password'}
          />
          {confirm.isError && !fieldErrorsOf(confirm.error).password && (
            <Alert severity="error" role="alert">
              {messageOf(confirm.error)}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" disabled={confirm.isPending}>
            Set the new password
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
