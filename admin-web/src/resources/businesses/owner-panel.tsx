import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Alert, Box, Button, LinearProgress, TableCell, TableRow, Typography } from '@mui/material';
import { Confirm, type Identifier, useRecordContext, useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import { SmallTable } from '../../components/small-table';
import { useActionLabel } from '../../components/use-action-label';
import { useConfirmedAction } from '../../components/use-confirmed-action';
import { type BusinessOwner, ownerApi, useBusinessOwner, useRefreshOwner } from './owner-api';
import { ownerChangeText } from './owner-change-text';

function RevokeButton({
  id,
  business,
  owner,
}: {
  id: Identifier;
  business: string;
  owner: NonNullable<BusinessOwner['owner']>;
}) {
  const translate = useTranslate();
  const refresh = useRefreshOwner(id);
  const { asking, setAsking, busy, run } = useConfirmedAction<'revoke'>(refresh);
  const args = { business, name: owner.account.displayName, email: owner.account.email };
  return (
    <>
      <Button
        size="small"
        color="error"
        variant="outlined"
        startIcon={<PersonRemoveIcon />}
        disabled={busy}
        onClick={() => setAsking('revoke')}
      >
        {translate('app.owner.revoke')}
      </Button>
      <Confirm
        isOpen={asking === 'revoke'}
        loading={busy}
        title="app.owner.revoke_title"
        content="app.owner.revoke_content"
        translateOptions={args}
        confirm="app.owner.revoke"
        confirmColor="warning"
        onConfirm={() => void run(() => ownerApi.revoke(id), 'app.owner.revoked_done', args)}
        onClose={() => setAsking(null)}
      />
    </>
  );
}

/** The owner's edits and requests, newest first as the server sends them; the details are text, never markup. */
function OwnerHistory({ changes }: { changes: BusinessOwner['changes'] }) {
  const translate = useTranslate();
  const format = useFormat();
  const actionLabel = useActionLabel();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate('app.owner.history')}
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.owner.no_history')}
        </Typography>
      ) : (
        <SmallTable
          columns={[
            { label: translate('app.owner.when') },
            { label: translate('app.owner.action') },
            { label: translate('app.owner.details') },
          ]}
        >
          {changes.map((change) => (
            <TableRow key={change.id} data-testid="owner-change">
              <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{format.date(change.createdAt)}</TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>{actionLabel(change.action)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                {ownerChangeText(translate, change)}
              </TableCell>
            </TableRow>
          ))}
        </SmallTable>
      )}
    </Box>
  );
}

/**
 * 'Sahip' on the business edit page (docs/behaviour.md §14): the verified owner, or that there is none; 'Sahipliği geri
 * al' after a confirmation naming the business and the account; and the owner's change history.
 */
export function OwnerPanel() {
  const record = useRecordContext<{ id: Identifier; name?: string }>();
  const translate = useTranslate();
  const format = useFormat();
  const { data, isPending, isError } = useBusinessOwner(record?.id);
  if (!record) return null;
  const owner = data?.owner ?? null;
  return (
    <Box
      component="section"
      aria-labelledby="owner-panel-title"
      data-testid="owner-panel"
      sx={{ p: 2, borderTop: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
    >
      <Typography id="owner-panel-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.owner.title')}
      </Typography>
      {isPending ? <LinearProgress /> : null}
      {isError ? <Alert severity="error">{translate('app.owner.load_error')}</Alert> : null}
      {data && !owner ? <Typography color="text.secondary">{translate('app.owner.none')}</Typography> : null}
      {owner ? (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}
        >
          <Box sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
            <VerifiedUserIcon color="success" />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{owner.account.displayName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {owner.account.email}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {translate('app.owner.since', { date: format.date(owner.since) })}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {owner.lastEditedAt
                  ? translate('app.owner.last_edited', { date: format.date(owner.lastEditedAt) })
                  : translate('app.owner.never_edited')}
              </Typography>
            </Box>
          </Box>
          <RevokeButton id={record.id} business={record.name ?? `#${record.id}`} owner={owner} />
        </Box>
      ) : null}
      {data && (owner || data.changes.length > 0) ? <OwnerHistory changes={data.changes} /> : null}
    </Box>
  );
}
