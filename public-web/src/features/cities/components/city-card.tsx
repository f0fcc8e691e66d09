import { percent, slugify, toCount, type CitySummary } from '@directory/shared';
import { CountBar } from '../../../components/count-bar';
import { IconBadge } from '../../../components/icon-badge';
import { LinkCard } from '../../../components/link-card';
import { formatNumber } from '../../../lib/format';
import { CardContent } from '../../../ui/surfaces';
import { Chip } from '../../../ui/chip';
import { Typography } from '../../../ui/typography';
import { LocationCityIcon } from '../../../ui/icons/location-city';
import styles from './city-card.module.css';

interface CityCardProps {
  city: CitySummary;
  maxCount: number;
  totalBusinesses: number;
}

export const cityPath = (city: Pick<CitySummary, 'city' | 'citySlug' | 'countryCode'>) =>
  `/cities/${city.countryCode.toLowerCase()}/${city.citySlug || slugify(city.city)}`;

export function CityCard({ city, maxCount, totalBusinesses }: CityCardProps) {
  const businesses = toCount(city.businessCount);
  return (
    <LinkCard to={cityPath(city)}>
      <CardContent className={styles.content}>
        <div className={styles.head}>
          <IconBadge className={styles.badge}>
            <LocationCityIcon fontSize="small" />
          </IconBadge>
          <div className={styles.names}>
            <Typography variant="subtitle1" component="h3" noWrap className={styles.name}>
              {city.city}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {city.country}
            </Typography>
          </div>
          <Chip label={city.countryCode.toUpperCase()} size="small" variant="outlined" />
        </div>
        <div className={styles.figures}>
          <div>
            <Typography className={styles.figure}>{formatNumber(businesses)}</Typography>
            <Typography variant="caption" color="text.secondary">
              Businesses
            </Typography>
          </div>
          <div>
            <Typography className={styles.figure}>{formatNumber(city.categoryCount)}</Typography>
            <Typography variant="caption" color="text.secondary">
              Categories
            </Typography>
          </div>
          <div className={styles.share}>
            <Typography className={styles.figure}>{percent(businesses, totalBusinesses)}%</Typography>
            <Typography variant="caption" color="text.secondary">
              Market Share
            </Typography>
          </div>
        </div>
        <CountBar value={businesses} max={maxCount} label={`${city.city} market share`} />
      </CardContent>
    </LinkCard>
  );
}
