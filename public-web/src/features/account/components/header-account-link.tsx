import PersonIcon from '@mui/icons-material/Person';
import { Button } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useMe } from '../api/account-api';

/**
 * 'Sign in', or the signed-in account's name, in the header of every page. Decided in the browser
 * after hydration, so the server's HTML (cached and shared) always shows 'Sign in'.
 */
export function HeaderAccountLink() {
  const { pathname, search } = useLocation();
  const me = useMe();
  if (me.data) {
    return (
      <Button
        component={RouterLink}
        to="/account"
        startIcon={<PersonIcon />}
        sx={{ maxWidth: 160, whiteSpace: 'nowrap' }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{me.data.displayName}</span>
      </Button>
    );
  }
  const here = pathname.startsWith('/account') ? '/account' : `${pathname}${search}`;
  return (
    <Button component={RouterLink} to={`/account/login?next=${encodeURIComponent(here)}`} sx={{ whiteSpace: 'nowrap' }}>
      Sign in
    </Button>
  );
}
