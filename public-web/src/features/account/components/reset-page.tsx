import { passwordLengthError } from '@directory/shared';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/form/error-alert';
import { StateTextField } from '../../../components/form/state-text-field';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Stack } from '../../../ui/layout';
import { Link } from '../../../ui/link';
import { useConfirmReset, useRequestReset } from '../api/account-api';
import { fieldErrorsOf } from '../../../lib/api-client';
import { AccountCard } from './account-card';
import { EmailField } from './email-field';
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
            <EmailField value={email} onValueChange={setEmail} error={fieldErrorsOf(request.error).email} hint=" " />
            {request.isError && !fieldErrorsOf(request.error).email && <ErrorAlert error={request.error} />}
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
          <StateTextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            fullWidth
            value={password}
            onValueChange={setPassword}
            error={error}
            hint="At least 10 characters, not a common password"
          />
          {confirm.isError && !fieldErrorsOf(confirm.error).password && <ErrorAlert error={confirm.error} />}
          <Button type="submit" variant="contained" size="large" disabled={confirm.isPending}>
            Set the new password
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
