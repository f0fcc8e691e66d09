import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../components/format';
import type { AdminClaim, ClaimState } from '@directory/shared';

const STATE_COLORS: Record<ClaimState, 'warning' | 'info' | 'success' | 'default' | 'error'> = {
  pending: 'warning',
  awaiting_email: 'info',
  approved: 'success',
  rejected: 'default',
  revoked: 'error',
};

export function ClaimStateChip({ state }: { state: ClaimState }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATE_COLORS[state]} label={translate(`app.claims.states.${state}`)} />;
}

function Line({ label, value, testId }: { label: string; value: string | null; testId?: string }) {
  const translate = useTranslate();
  if (!value) return null;
  return (
    <Typography variant="body2" data-testid={testId} sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {translate(label)}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

/**
 * What the claimant offered as proof: the method, the address, their role and phone, and their message. All of it
 * is the claimant's own text, so it is rendered as React text, never as markup.
 */
export function ClaimEvidence({ claim }: { claim: AdminClaim }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate(`app.claims.methods.${claim.method}`)}
      </Typography>
      <Line label="app.claims.email" value={claim.email} />
      <Line label="app.claims.role" value={claim.role} />
      <Line label="app.claims.phone" value={claim.phone} />
      {claim.message ? (
        <Box>
          <Typography variant="caption" color="text.secondary">
            {translate('app.claims.message')}
          </Typography>
          <Typography
            variant="body2"
            data-testid="claim-message"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {claim.message}
          </Typography>
        </Box>
      ) : null}
    </Stack>
  );
}

/** The state, when it was sent and decided, and the reason of a rejection or a revocation. */
export function ClaimStatus({ claim }: { claim: AdminClaim }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0, overflowWrap: 'anywhere', alignItems: 'flex-start' }}>
      <ClaimStateChip state={claim.state} />
      <Typography variant="caption" color="text.secondary">
        {translate('app.claims.created', { date: format.date(claim.createdAt) })}
      </Typography>
      {claim.decidedAt ? (
        <Typography variant="caption" color="text.secondary">
          {translate('app.claims.decided', { date: format.date(claim.decidedAt) })}
        </Typography>
      ) : null}
      {claim.reason ? (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
          {translate('app.claims.reason', { reason: claim.reason })}
        </Typography>
      ) : null}
    </Stack>
  );
}
