import type { AdminAccount } from '@directory/shared';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { accountsApi } from './accounts-api';

type Action = 'block' | 'unblock' | 'delete';

/** 'Yorumlar' filtered to one account's reviews, whatever their state. */
const reviewsOf = (accountId: number) => ({
  pathname: '/reviews',
  search: `filter=${encodeURIComponent(JSON.stringify({ account: accountId }))}`,
});

/** Yorumları (their reviews in 'Yorumlar') / Engelle / Engeli kaldır / Sil for one account, each after a confirmation that names it. */
export function AccountActions({ account }: { account: AdminAccount }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      await accountsApi[asking](account.id);
      notify(`app.accounts.done.${asking}`, { type: 'success', messageArgs: { name: account.displayName } });
      refresh();
    } catch {
      notify('app.accounts.failed', { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  const blocked = account.state === 'blocked';
  return (
    <Stack component="span" direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button size="small" component={RouterLink} to={reviewsOf(account.id)}>
        {translate('app.accounts.reviews')}
      </Button>
      <Button size="small" onClick={() => setAsking(blocked ? 'unblock' : 'block')}>
        {translate(blocked ? 'app.accounts.unblock' : 'app.accounts.block')}
      </Button>
      <Button size="small" color="error" onClick={() => setAsking('delete')}>
        {translate('app.accounts.delete')}
      </Button>
      <Confirm
        isOpen={asking !== null}
        loading={busy}
        title={asking ? `app.accounts.confirm.${asking}.title` : ''}
        content={asking ? `app.accounts.confirm.${asking}.content` : ''}
        translateOptions={{ name: account.displayName, email: account.email }}
        onConfirm={run}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
