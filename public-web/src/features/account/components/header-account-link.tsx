import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '../../../ui/button';
import { useSignedInMark } from '../signed-in-mark';
import styles from './header-account-link.module.css';

// The account's name needs the query cache: it loads only for a visitor who carries the sign-in mark.
const SignedInAccountLink = lazy(() => import('./signed-in-account-link'));

/**
 * 'Sign in', or the signed-in account's name, in the header of every page. Decided in the browser
 * after hydration, so the server's HTML (cached and shared) always shows 'Sign in'.
 */
export function HeaderAccountLink() {
  const signedIn = useSignedInMark();
  const signInLink = <SignInLink />;
  if (!signedIn) return signInLink;
  return (
    <Suspense fallback={signInLink}>
      <SignedInAccountLink signInLink={signInLink} />
    </Suspense>
  );
}

function SignInLink() {
  const { pathname, search } = useLocation();
  const here = pathname.startsWith('/account') ? '/account' : `${pathname}${search}`;
  return (
    <Button to={`/account/login?next=${encodeURIComponent(here)}`} className={styles.link}>
      Sign in
    </Button>
  );
}
