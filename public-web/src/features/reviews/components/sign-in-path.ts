import { useLocation } from 'react-router-dom';

/** The sign-in page, coming back to this page afterwards. */
export function useSignInPath(hash = ''): string {
  const { pathname, search } = useLocation();
  return `/account/login?next=${encodeURIComponent(`${pathname}${search}${hash}`)}`;
}
