import { Chip, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { DecisionButtons } from '../../components/decision-buttons';
import { useFormat } from '../../components/format';
import { ListEmpty } from '../../components/list-empty';
import {
  type AdminChangeRequest,
  type ChangeRequestState,
  changeRequestsApi,
  useRefreshChangeRequests,
} from './change-requests-api';

const STATE_COLORS: Record<ChangeRequestState, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'default',
};

/** The state, when it was sent and decided, and a rejection's reason. */
export function ChangeRequestStatus({ request }: { request: AdminChangeRequest }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0, overflowWrap: 'anywhere', alignItems: 'flex-start' }}>
      <Chip
        size="small"
        color={STATE_COLORS[request.state]}
        label={translate(`app.change_requests.states.${request.state}`)}
      />
      <Typography variant="caption" color="text.secondary">
        {translate('app.claims.created', { date: format.date(request.createdAt) })}
      </Typography>
      {request.decidedAt ? (
        <Typography variant="caption" color="text.secondary">
          {translate('app.claims.decided', { date: format.date(request.decidedAt) })}
        </Typography>
      ) : null}
      {request.reason ? (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
          {translate('app.claims.reason', { reason: request.reason })}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** 'Onayla' and 'Reddet' for a request that waits; nothing for a decided one. */
export function ChangeRequestActions({
  request,
  direction,
}: {
  request: AdminChangeRequest;
  direction?: 'row' | 'column';
}) {
  const refresh = useRefreshChangeRequests();
  if (request.state !== 'pending') return null;
  return (
    <DecisionButtons
      messages="app.change_requests"
      args={{ business: request.business.name, name: request.account.displayName, email: request.account.email }}
      approve={() => changeRequestsApi.approve(request.id)}
      reject={(reason) => changeRequestsApi.reject(request.id, reason)}
      onSettled={refresh}
      direction={direction}
    />
  );
}

export function ChangeRequestEmpty() {
  const { filterValues } = useListContext();
  return (
    <ListEmpty
      message={filterValues.state === 'pending' ? 'app.change_requests.empty_pending' : 'app.change_requests.empty'}
    />
  );
}
