import type { PublicBusinessDetail } from '@directory/shared';
import { Chip } from '../../../ui/chip';
import { Link } from '../../../ui/link';
import { Typography } from '../../../ui/typography';
import { VerifiedIcon } from '../../../ui/icons/verified';
import { reviewDate } from '../../reviews/components/review-date';
import styles from './ownership-note.module.css';

/**
 * docs/behaviour.md §14.1: 'Verified owner' and when the owner last updated the page, or, for an
 * unclaimed business, the way to claim it (through sign-in for a visitor who is signed out).
 */
export function OwnershipNote({ business }: { business: PublicBusinessDetail }) {
  if (!business.owner) {
    return (
      <Typography variant="body2" color="text.secondary">
        Own this business?{' '}
        <Link to={`/business/${business.slug}/claim`} className={styles.claim}>
          Claim it
        </Link>{' '}
        to keep its page up to date and answer its reviews.
      </Typography>
    );
  }
  return (
    <div className={styles.owner}>
      <Chip icon={<VerifiedIcon />} label="Verified owner" color="success" variant="outlined" size="small" />
      {business.owner.updatedAt && (
        <Typography variant="body2" color="text.secondary">
          {`Updated by the owner on ${reviewDate(business.owner.updatedAt)}`}
        </Typography>
      )}
    </div>
  );
}
