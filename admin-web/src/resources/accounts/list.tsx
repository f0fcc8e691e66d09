import { ACCOUNT_STATES, type AccountState, type AdminAccount } from '@directory/shared';
import { Box, Chip } from '@mui/material';
import { Datagrid, FunctionField, SimpleList, TextInput, useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import { ListEmpty } from '../../components/list-empty';
import { PagedList } from '../../components/paged-list';
import { stateFilter } from '../../components/state-filter';
import { usePhone } from '../../components/use-phone';
import { AccountActions } from './account-actions';

const STATE_COLORS: Record<AccountState, 'default' | 'success' | 'error'> = {
  unverified: 'default',
  active: 'success',
  blocked: 'error',
};

function StateChip({ state }: { state: AccountState }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATE_COLORS[state]} label={translate(`app.accounts.states.${state}`)} />;
}

const filters = [
  <TextInput key="q" source="q" label="app.accounts.search" alwaysOn resettable />,
  stateFilter('accounts', 'accounts', ACCOUNT_STATES),
];

/** 'Kullanıcılar': visitor and owner accounts, newest first; block, unblock and delete each after a confirmation. */
export function AccountList() {
  const format = useFormat();
  const translate = useTranslate();
  const phone = usePhone();
  const empty = <ListEmpty message="resources.accounts.empty" />;
  const lastSignIn = (account: AdminAccount) =>
    account.lastSignInAt ? format.date(account.lastSignInAt) : translate('app.accounts.never');
  return (
    <PagedList filters={filters}>
      {phone ? (
        <SimpleList<AdminAccount>
          primaryText={(account) => account.displayName}
          // The state and the actions go under the address: beside it (tertiaryText) they squeezed it
          // into a narrow column broken mid-word at 390 px.
          secondaryText={(account) => (
            <>
              {account.email}
              <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
                <StateChip state={account.state} />
                <AccountActions account={account} />
              </Box>
            </>
          )}
          linkType={false}
          empty={empty}
          sx={{ overflowWrap: 'anywhere' }}
        />
      ) : (
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={empty}
          sx={{ '& td': { overflowWrap: 'anywhere' } }}
        >
          <FunctionField<AdminAccount> source="displayName" sortable={false} render={(a) => a.displayName} />
          <FunctionField<AdminAccount> source="email" sortable={false} render={(a) => a.email} />
          <FunctionField<AdminAccount> source="state" sortable={false} render={(a) => <StateChip state={a.state} />} />
          <FunctionField<AdminAccount> source="createdAt" sortable={false} render={(a) => format.date(a.createdAt)} />
          <FunctionField<AdminAccount> source="lastSignInAt" sortable={false} render={lastSignIn} />
          <FunctionField<AdminAccount> label="" sortable={false} render={(a) => <AccountActions account={a} />} />
        </Datagrid>
      )}
    </PagedList>
  );
}
