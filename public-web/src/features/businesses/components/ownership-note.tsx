import VerifiedIcon from '@mui/icons-material/Verified';
import { Chip, Link, Stack, Typography } from '@mui/material';
import type { PublicBusinessDetail } from '@directory/shared';
import { Link as RouterLink } from 'react-router-dom';
import { reviewDate } from '../../reviews/components/review-date';

/**
 * docs/behaviour.md §14.1: 'Verified owner' and when the owner last updated the page, or, for an
 * unclaimed business, the way to claim it (through sign-in for a visitor who is signed out).
 */
export function OwnershipNote({ business }: { business: PublicBusinessDetail }) {
  if (!business.owner) {
    return (
      <Typography variant="body2" color="text.secondary">
        Own this business?{' '}
        <Link component={RouterLink} to={`/business/${business.slug}/claim`} sx={{ fontWeight: 600 }}>
          Claim it
        </Link>{' '}
        to keep its page up to date and answer its reviews.
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Chip icon={<VerifiedIcon />} label="Verified owner" color="success" variant="outlined" size="small" />
      {business.owner.updatedAt && (
        <Typography variant="body2" color="text.secondary">
          {`Updated by the owner on ${reviewDate(business.owner.updatedAt)}`}
        </Typography>
      )}
    </Stack>
  );
}
