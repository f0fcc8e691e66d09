import type { AccountUser } from '@directory/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../../components/form/error-alert';
import { StateTextField } from '../../../components/form/state-text-field';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/feedback';
import { Divider, Stack } from '../../../ui/layout';
import { Link } from '../../../ui/link';
import { Typography } from '../../../ui/typography';
import { useDeleteAccount, useMe, useMyReviews, useSignOut, useUpdateAccount } from '../api/account-api';
import { fieldErrorsOf } from '../../../lib/api-client';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useMyClaims } from '../../claims/api/claims-api';
import { AccountCard } from './account-card';
import { AccountSection } from './account-section';
import styles from './account-page.module.css';

export function AccountPage() {
  const me = useMe();
  const hydrated = useHydrated();
  // The server knows nobody: it and the first render in the browser both show the wait.
  if (!hydrated || (me.isFetching && !me.data)) {
    return (
      <AccountCard title="Your account">
        <Spinner size={24} aria-label="Loading your account" />
      </AccountCard>
    );
  }
  if (!me.data) {
    return (
      <AccountCard title="Your account" intro="Sign in to see your profile, your reviews and your businesses.">
        <Stack direction="row" spacing={2}>
          <Button variant="contained" to="/account/login?next=/account">
            Sign in
          </Button>
          <Button to="/account/signup">Create an account</Button>
        </Stack>
      </AccountCard>
    );
  }
  return <SignedIn user={me.data} />;
}

// This page's section titles are semibold; the owner's dashboard keeps the h6 weight.
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AccountSection title={title} titleClassName={styles.sectionTitle}>
      {children}
    </AccountSection>
  );
}

function SignedIn({ user }: { user: AccountUser }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <AccountCard title="Your account">
      <Typography className={styles.name}>{user.displayName}</Typography>
      <Typography color="text.secondary" className={styles.email}>
        {user.email} · {user.emailVerified ? 'confirmed' : 'not confirmed yet'}
      </Typography>
      <Button className={styles.signOut} onClick={() => signOut.mutate(undefined, { onSuccess: () => navigate('/') })}>
        Sign out
      </Button>
      <Divider className={styles.firstDivider} />
      <MyReviews />
      <Divider />
      <Section title="My businesses">
        {user.ownedBusinesses.length === 0 ? (
          <Typography color="text.secondary">You do not own a listed business yet.</Typography>
        ) : (
          <ul className="ui-list">
            {user.ownedBusinesses.map((b) => (
              <li key={b.id}>
                <Link to={`/account/businesses/${b.id}`} className={styles.manage}>
                  Manage {b.name}
                </Link>{' '}
                · <Link to={`/business/${b.slug}`}>public page</Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <MyClaims />
      <Divider />
      <ProfileForm user={user} />
      <Divider />
      <Section title="Your data">
        <Typography color="text.secondary" className={styles.exportNote}>
          Everything we store about your account, as a JSON file.
        </Typography>
        <Button variant="outlined" href="/api/account/export" download>
          Download my data
        </Button>
      </Section>
      <Divider />
      <DeleteAccount />
    </AccountCard>
  );
}

const STATE_LABELS = { published: 'Published', pending: 'Waiting for moderation', rejected: 'Rejected' } as const;

function MyReviews() {
  const reviews = useMyReviews(true);
  return (
    <Section title="My reviews">
      {reviews.isPending && <Spinner size={20} aria-label="Loading your reviews" />}
      {reviews.data?.length === 0 && (
        <Typography color="text.secondary">You have not written any reviews yet.</Typography>
      )}
      {reviews.data && reviews.data.length > 0 && (
        <ul className="ui-list">
          {reviews.data.map((review) => (
            <li key={review.id}>
              <Link to={`/business/${review.business.slug}`}>{review.business.name}</Link> · {review.rating}/5 ·{' '}
              {STATE_LABELS[review.state]}
              {review.rejectionReason && (
                <Typography variant="body2" color="text.secondary">
                  Reason: {review.rejectionReason}
                </Typography>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

const CLAIM_STATE_LABELS = {
  awaiting_email: 'Waiting for you to open the e-mailed link',
  pending: 'Waiting for an administrator',
  approved: 'Approved',
  rejected: 'Rejected',
  revoked: 'Ownership removed',
} as const;

/** The account's claims of businesses with their states, and a rejection's reason. */
function MyClaims() {
  const claims = useMyClaims(true);
  if (!claims.data || claims.data.length === 0) return null;
  return (
    <Section title="My claims">
      <ul className="ui-list">
        {claims.data.map((claim) => (
          <li key={claim.id}>
            <Link to={`/business/${claim.business.slug}`}>{claim.business.name}</Link> ·{' '}
            {CLAIM_STATE_LABELS[claim.state]}
            {claim.reason && (
              <Typography variant="body2" color="text.secondary">
                Reason: {claim.reason}
              </Typography>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ProfileForm({ user }: { user: AccountUser }) {
  const [displayName, setDisplayName] = useState(user.displayName);
  const [password, setPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const update = useUpdateAccount();
  const errors = fieldErrorsOf(update.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { currentPassword, ...(displayName !== user.displayName && { displayName }), ...(password && { password }) },
      { onSuccess: () => (setPassword(''), setCurrentPassword('')) },
    );
  };
  return (
    <Section title="Profile">
      <form method="post" noValidate onSubmit={submit}>
        <Stack spacing={1.5}>
          <StateTextField
            label="Display name"
            name="displayName"
            autoComplete="nickname"
            value={displayName}
            onValueChange={setDisplayName}
            error={errors.displayName}
            hint=" "
          />
          <StateTextField
            label="New password (optional)"
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onValueChange={setPassword}
            error={errors.password}
            hint="Leave empty to keep your password. A new one signs out your other devices."
          />
          <StateTextField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            value={currentPassword}
            onValueChange={setCurrentPassword}
            error={errors.currentPassword}
            hint="Needed for any change"
          />
          {update.isSuccess && <Alert severity="success">Your changes are saved.</Alert>}
          {update.isError && Object.keys(errors).length === 0 && <ErrorAlert error={update.error} />}
          <Button
            type="submit"
            variant="contained"
            disabled={update.isPending || !currentPassword}
            className={styles.submit}
          >
            Save changes
          </Button>
        </Stack>
      </form>
    </Section>
  );
}

function DeleteAccount() {
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirming) return setConfirming(true);
    remove.mutate(password, { onSuccess: () => navigate('/') });
  };
  return (
    <Section title="Delete my account">
      <Typography color="text.secondary" className={styles.deleteNote}>
        Your account goes with your reviews, votes and reports. This cannot be undone.
      </Typography>
      <form method="post" noValidate onSubmit={submit}>
        <Stack spacing={1.5}>
          <StateTextField
            label="Password"
            name="deletePassword"
            type="password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
          />
          {remove.isError && <ErrorAlert error={remove.error} />}
          {confirming && !remove.isError && (
            <Alert severity="warning">Press the button again to delete your account for good.</Alert>
          )}
          <Button
            type="submit"
            color="error"
            variant={confirming ? 'contained' : 'outlined'}
            disabled={!password || remove.isPending}
            className={styles.submit}
          >
            {confirming ? 'Yes, delete my account' : 'Delete my account'}
          </Button>
        </Stack>
      </form>
    </Section>
  );
}
