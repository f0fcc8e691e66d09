import { Box, Card, CardActions, CardContent, Stack } from '@mui/material';
import { Datagrid, FunctionField, useListContext, useTranslate } from 'react-admin';
import { PagedList } from '../../components/paged-list';
import { stateFilter } from '../../components/state-filter';
import { usePhone } from '../../components/use-phone';
import { Author, BusinessLinks } from '../reviews/review-parts';
import { ChangeRequestActions, ChangeRequestEmpty, ChangeRequestStatus } from './change-request-parts';
import { type AdminChangeRequest, CHANGE_REQUEST_STATES } from './change-requests-api';
import { ChangesTable } from './changes-table';

const filters = [stateFilter('change-requests', 'change_requests', CHANGE_REQUEST_STATES)];

function ChangeRequestGrid() {
  return (
    <Datagrid
      rowClick={false}
      bulkActionButtons={false}
      empty={<ChangeRequestEmpty />}
      sx={{ '& .RaDatagrid-table': { tableLayout: 'auto' }, '& td': { py: 1, verticalAlign: 'top' } }}
    >
      <FunctionField<AdminChangeRequest>
        source="business"
        label="resources.change-requests.fields.business"
        sortable={false}
        render={(request) => (
          <Box sx={{ minWidth: 120, maxWidth: 220, display: 'grid', gap: 1 }}>
            <BusinessLinks business={request.business} />
            <Author account={request.account} />
          </Box>
        )}
      />
      <FunctionField<AdminChangeRequest>
        source="changes"
        label="resources.change-requests.fields.changes"
        sortable={false}
        render={(request) => (
          <Box sx={{ minWidth: 260 }}>
            <ChangesTable changes={request.changes} />
          </Box>
        )}
      />
      <FunctionField<AdminChangeRequest>
        source="state"
        label="resources.change-requests.fields.state"
        sortable={false}
        render={(request) => (
          <Box sx={{ minWidth: 120, maxWidth: 220 }}>
            <ChangeRequestStatus request={request} />
          </Box>
        )}
      />
      <FunctionField<AdminChangeRequest>
        label="resources.change-requests.fields.actions"
        render={(request) => <ChangeRequestActions request={request} direction="column" />}
      />
    </Datagrid>
  );
}

function ChangeRequestCards() {
  const { data, isPending } = useListContext<AdminChangeRequest>();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data?.length) return <ChangeRequestEmpty />;
  return (
    <Stack
      spacing={1}
      sx={{ p: 1, m: 0 }}
      component="ul"
      aria-label={translate('resources.change-requests.name', { smart_count: 2 })}
    >
      {data.map((request) => (
        <Card
          key={request.id}
          component="li"
          variant="outlined"
          data-testid="change-request-card"
          sx={{ listStyle: 'none', overflowWrap: 'anywhere' }}
        >
          <CardContent sx={{ pb: 0, display: 'grid', gap: 1.5 }}>
            <BusinessLinks business={request.business} />
            <Author account={request.account} />
            <ChangesTable changes={request.changes} />
            <ChangeRequestStatus request={request} />
          </CardContent>
          <CardActions>
            <ChangeRequestActions request={request} />
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * docs/behaviour.md §14 'Değişiklik istekleri': an owner's changes to the identity fields, each field before → after,
 * the open ones first; approve applies them, reject needs a reason. A table from 600 px, cards below.
 */
export function ChangeRequestList() {
  const phone = usePhone();
  return (
    <PagedList filters={filters} filterDefaultValues={{ state: 'pending' }}>
      {phone ? <ChangeRequestCards /> : <ChangeRequestGrid />}
    </PagedList>
  );
}
