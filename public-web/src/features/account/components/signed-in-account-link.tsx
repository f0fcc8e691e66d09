import type { ReactNode } from 'react';
import { QueryScope } from '../../../lib/query-scope';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { PersonIcon } from '../../../ui/icons/person';
import { useMe } from '../api/account-api';
import styles from './header-account-link.module.css';

interface SignedInAccountLinkProps {
  /** What shows while the account is asked for, and when the session turns out to have ended. */
  signInLink: ReactNode;
}

/** The header's link to `/account`, named after the signed-in account. */
export default function SignedInAccountLink(props: SignedInAccountLinkProps) {
  return (
    <QueryScope>
      <AccountName {...props} />
    </QueryScope>
  );
}

function AccountName({ signInLink }: SignedInAccountLinkProps) {
  const me = useMe();
  if (!me.data) return signInLink;
  return (
    <Button to="/account" startIcon={<PersonIcon />} className={cx(styles.link, styles.account)}>
      <span className={styles.name}>{me.data.displayName}</span>
    </Button>
  );
}
