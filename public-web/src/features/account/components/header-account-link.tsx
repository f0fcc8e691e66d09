import { useLocation } from 'react-router-dom';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { PersonIcon } from '../../../ui/icons/person';
import { useMe } from '../api/account-api';
import styles from './header-account-link.module.css';

/**
 * 'Sign in', or the signed-in account's name, in the header of every page. Decided in the browser
 * after hydration, so the server's HTML (cached and shared) always shows 'Sign in'.
 */
export function HeaderAccountLink() {
  const { pathname, search } = useLocation();
  const me = useMe();
  if (me.data) {
    return (
      <Button to="/account" startIcon={<PersonIcon />} className={cx(styles.link, styles.account)}>
        <span className={styles.name}>{me.data.displayName}</span>
      </Button>
    );
  }
  const here = pathname.startsWith('/account') ? '/account' : `${pathname}${search}`;
  return (
    <Button to={`/account/login?next=${encodeURIComponent(here)}`} className={styles.link}>
      Sign in
    </Button>
  );
}
