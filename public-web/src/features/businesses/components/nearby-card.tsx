import type { BusinessCard } from '@directory/shared';
import { Link } from '../../../ui/link';
import { Typography } from '../../../ui/typography';
import { NearMeIcon } from '../../../ui/icons/near-me';
import { InfoCard } from './info-card';
import styles from './nearby-card.module.css';

/** The closest approved businesses, as plain links so the server's HTML carries them for crawlers. */
export function NearbyCard({ businesses }: { businesses: BusinessCard[] }) {
  return (
    <InfoCard title="Nearby" icon={<NearMeIcon />}>
      <ul className={styles.list}>
        {businesses.map((business) => (
          <li key={business.id} className={styles.item}>
            <div className={styles.text}>
              <Typography variant="body2" component="span" className={styles.primary}>
                <Link to={`/business/${business.slug}`} className={styles.name}>
                  {business.name}
                </Link>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[business.category, business.city].filter(Boolean).join(' · ')}
              </Typography>
            </div>
          </li>
        ))}
      </ul>
    </InfoCard>
  );
}
