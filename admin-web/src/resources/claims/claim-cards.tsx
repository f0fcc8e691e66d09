import { Box, Card, CardActions, CardContent, Stack } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { Author, BusinessLinks } from '../reviews/review-parts';
import { ClaimActions } from './claim-actions';
import { ClaimEmpty } from './claim-empty';
import { ClaimEvidence, ClaimStatus } from './claim-parts';
import type { AdminClaim } from '@directory/shared';

/** The claims under 600 px: one card a claim, its buttons under it, nothing wider than the screen. */
export function ClaimCards() {
  const { data, isPending } = useListContext<AdminClaim>();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data?.length) return <ClaimEmpty />;
  return (
    <Stack
      spacing={1}
      sx={{ p: 1, m: 0 }}
      component="ul"
      aria-label={translate('resources.claims.name', { smart_count: 2 })}
    >
      {data.map((claim) => (
        <Card
          key={claim.id}
          component="li"
          variant="outlined"
          data-testid="claim-card"
          sx={{ listStyle: 'none', overflowWrap: 'anywhere' }}
        >
          <CardContent sx={{ pb: 0, display: 'grid', gap: 1.5 }}>
            <BusinessLinks business={claim.business} />
            <Author account={claim.account} />
            <ClaimEvidence claim={claim} />
            <ClaimStatus claim={claim} />
          </CardContent>
          <CardActions>
            <Box sx={{ minWidth: 0 }}>
              <ClaimActions claim={claim} />
            </Box>
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
