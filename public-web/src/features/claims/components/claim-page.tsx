import { CLAIM_LIMITS, emailMatchesWebsite, registrableDomain } from '@directory/shared';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/form/error-alert';
import { StateTextField } from '../../../components/form/state-text-field';
import { useHydrated } from '../../../hooks/use-hydrated';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { Spinner } from '../../../ui/feedback';
import { Stack } from '../../../ui/layout';
import { Link } from '../../../ui/link';
import { Typography } from '../../../ui/typography';
import { useMe } from '../../account/api/account-api';
import { fieldErrorsOf } from '../../../lib/api-client';
import { AccountCard } from '../../account/components/account-card';
import { useBusiness } from '../../businesses/api/get-business';
import { useClaim } from '../api/claims-api';
import styles from './claim-page.module.css';

/**
 * `/business/{slug}/claim` (docs/behaviour.md §14.1): a signed-in visitor claims the business by an address
 * at its website's domain (a link is e-mailed there) or with a message an administrator reads.
 */
export function ClaimPage() {
  const { slug = '' } = useParams();
  const hydrated = useHydrated();
  const me = useMe();
  const business = useBusiness(slug);
  const name = business.data?.name ?? 'this business';

  if (!hydrated || business.isPending || (me.isFetching && !me.data)) {
    return (
      <AccountCard title="Claim this business">
        <Spinner size={24} aria-label="Loading" />
      </AccountCard>
    );
  }
  if (business.isError) {
    return (
      <AccountCard title="Claim this business">
        <ErrorAlert error={business.error} />
      </AccountCard>
    );
  }
  const back = <Link to={`/business/${business.data.slug}`}>Back to {name}</Link>;
  if (!me.data) {
    const next = encodeURIComponent(`/business/${business.data.slug}/claim`);
    return (
      <AccountCard title={`Claim ${name}`} intro="Sign in first: the business will belong to your account.">
        <Stack direction="row" className={styles.signIn}>
          <Button variant="contained" to={`/account/login?next=${next}`}>
            Sign in to claim it
          </Button>
          <Button to="/account/signup">Create an account</Button>
        </Stack>
      </AccountCard>
    );
  }
  if (business.data.owner) {
    return (
      <AccountCard title={`Claim ${name}`}>
        <Alert severity="info">This business already has a verified owner.</Alert>
        <div className={styles.backAfterAlert}>{back}</div>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title={`Claim ${name}`}
      intro="As its verified owner you correct its description, phone, website, picture, hours and amenities, and answer its reviews."
    >
      <ClaimForm slug={business.data.slug} website={business.data.website} />
      <div className={styles.backAfterForm}>{back}</div>
    </AccountCard>
  );
}

function ClaimForm({ slug, website }: { slug: string; website: string | null }) {
  const domain = website ? registrableDomain(website) : null;
  const [method, setMethod] = useState<'email' | 'manual'>(domain ? 'email' : 'manual');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const claim = useClaim(slug);
  const errors = fieldErrorsOf(claim.error);
  const emailError =
    touched && method === 'email' && !emailMatchesWebsite(email, website) ? `Use an address at ${domain}` : null;
  const messageLength = message.trim().length;
  const messageError =
    touched && method === 'manual' && messageLength < CLAIM_LIMITS.message.min
      ? `Write at least ${CLAIM_LIMITS.message.min} characters (${messageLength} so far)`
      : null;
  const roleError =
    touched && method === 'manual' && role.trim().length < CLAIM_LIMITS.role.min ? 'Say what your role is' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (method === 'email') {
      if (emailMatchesWebsite(email, website)) claim.mutate({ method, email: email.trim() });
    } else if (messageLength >= CLAIM_LIMITS.message.min && role.trim().length >= CLAIM_LIMITS.role.min) {
      claim.mutate({
        method,
        role: role.trim(),
        ...(phone.trim() && { phone: phone.trim() }),
        message: message.trim(),
      });
    }
  };

  if (claim.isSuccess) {
    return claim.data.claim.state === 'awaiting_email' ? (
      <Alert severity="success">
        We sent a link to {email.trim()}. Open it while signed in to this account, within 24 hours, to confirm your
        claim.
      </Alert>
    ) : (
      <Alert severity="success">
        Thank you. An administrator will look at your claim; you will get an e-mail with the decision, and it shows in{' '}
        <Link to="/account">your account</Link>.
      </Alert>
    );
  }
  return (
    <form method="post" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <div role="radiogroup" aria-label="How to show that you own it" className={styles.methods}>
          <label className={cx('ui-check', styles.method, !domain && styles.disabled)}>
            <input
              type="radio"
              name="method"
              value="email"
              checked={method === 'email'}
              disabled={!domain}
              onChange={(event) => setMethod(event.target.value as 'email' | 'manual')}
            />
            <span>
              {domain ? `With an e-mail address at ${domain} (fastest)` : 'By e-mail (this business has no website)'}
            </span>
          </label>
          <label className={cx('ui-check', styles.method)}>
            <input
              type="radio"
              name="method"
              value="manual"
              checked={method === 'manual'}
              onChange={(event) => setMethod(event.target.value as 'email' | 'manual')}
            />
            <span>With a message for our team</span>
          </label>
        </div>
        {method === 'email' ? (
          <StateTextField
            label={`Your address at ${domain}`}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onValueChange={setEmail}
            error={emailError ?? errors.email}
            hint="We e-mail a single-use link there."
          />
        ) : (
          <>
            <StateTextField
              label="Your role"
              name="role"
              placeholder="Owner, manager…"
              value={role}
              onValueChange={setRole}
              error={roleError ?? errors.role}
              hint=" "
            />
            <StateTextField
              label="Phone (optional)"
              name="phone"
              type="tel"
              autoComplete="tel"
              value={phone}
              onValueChange={setPhone}
              error={errors.phone}
              hint="We may call the business to check."
            />
            <StateTextField
              label="How can we check that you run it?"
              name="message"
              multiline
              minRows={4}
              value={message}
              onValueChange={setMessage}
              error={messageError ?? errors.message}
              hint={`${message.length} / ${CLAIM_LIMITS.message.max}`}
              maxLength={CLAIM_LIMITS.message.max}
            />
          </>
        )}
        {claim.isError && Object.keys(errors).length === 0 && <ErrorAlert error={claim.error} />}
        <Button type="submit" variant="contained" size="large" disabled={claim.isPending}>
          {method === 'email' ? 'Send me the link' : 'Send my claim'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          At most five claims a day per account.
        </Typography>
      </Stack>
    </form>
  );
}
