import { ACCOUNT_LIMITS, passwordLengthError, textLimitError } from '@directory/shared';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '../../../components/form/error-alert';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Stack } from '../../../ui/layout';
import { Link } from '../../../ui/link';
import { TextField } from '../../../ui/text-field';
import { useSignUp } from '../api/account-api';
import { fieldErrorsOf } from '../../../lib/api-client';
import { AccountCard } from './account-card';
import styles from './sign-up-page.module.css';

type Field = 'displayName' | 'email' | 'password';

function checked(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const name = textLimitError(values.displayName, 'Display name', ACCOUNT_LIMITS.displayName);
  if (name) errors.displayName = name;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  const password = passwordLengthError(values.password);
  if (password) errors.password = password;
  return errors;
}

export function SignUpPage() {
  const [values, setValues] = useState<Record<Field, string>>({ displayName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const signUp = useSignUp();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checked(values);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      signUp.mutate(values, { onError: (error) => setErrors(fieldErrorsOf(error)) });
    }
  };
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    fullWidth: true,
  });

  if (signUp.isSuccess) {
    return (
      <AccountCard title="Check your inbox">
        <Alert severity="success" className={styles.success}>
          {signUp.data.message}
        </Alert>
        <Link to="/account/login">Go to sign in</Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Create an account" intro="Review businesses you know and keep the ones you own up to date.">
      <form method="post" noValidate onSubmit={submit}>
        <Stack spacing={1}>
          <TextField label="Display name" autoComplete="nickname" required {...field('displayName')} />
          <TextField label="E-mail address" type="email" autoComplete="email" required {...field('email')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            {...field('password')}
            helperText={errors.password ?? `At least ${ACCOUNT_LIMITS.password.min} characters, not a common password`}
          />
          {signUp.isError && Object.keys(fieldErrorsOf(signUp.error)).length === 0 && (
            <ErrorAlert error={signUp.error} />
          )}
          <Button type="submit" variant="contained" size="large" disabled={signUp.isPending}>
            {signUp.isPending ? 'Creating your account…' : 'Create account'}
          </Button>
          <Link to="/account/login" className={styles.signIn}>
            Already have an account? Sign in
          </Link>
        </Stack>
      </form>
    </AccountCard>
  );
}
