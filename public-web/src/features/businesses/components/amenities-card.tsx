import { expandAmenities, type BusinessAmenity } from '@directory/shared';
import { cx } from '../../../ui/cx';
import { Typography } from '../../../ui/typography';
import { CheckCircleIcon } from '../../../ui/icons/check-circle';
import { HighlightOffIcon } from '../../../ui/icons/highlight-off';
import { StarsIcon } from '../../../ui/icons/stars';
import styles from './amenities-card.module.css';
import { InfoCard } from './info-card';

export function AmenitiesCard({ amenities }: { amenities: BusinessAmenity[] }) {
  const items = expandAmenities(amenities);
  return (
    <InfoCard title="Amenities & Features" icon={<StarsIcon />}>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No amenities listed for this business yet.
        </Typography>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.name} className={cx(styles.item, !item.available && styles.unavailable)}>
              {/* Named icons (MUI's titleAccess): an image with its own name instead of decoration. */}
              {item.available ? (
                <CheckCircleIcon
                  fontSize="small"
                  className={styles.available}
                  role="img"
                  aria-hidden={undefined}
                  aria-label="Available"
                />
              ) : (
                <HighlightOffIcon fontSize="small" role="img" aria-hidden={undefined} aria-label="Not available" />
              )}
              <Typography variant="body2" className={item.available ? undefined : styles.struck}>
                {item.name}
              </Typography>
            </li>
          ))}
        </ul>
      )}
    </InfoCard>
  );
}
