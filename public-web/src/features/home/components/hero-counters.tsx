import { formatCount } from '@directory/shared';
import { StatTile } from '../../../components/stat-tile';
import { Grid } from '../../../ui/layout';
import { ApartmentIcon } from '../../../ui/icons/apartment';
import { PublicIcon } from '../../../ui/icons/public';
import { StorefrontIcon } from '../../../ui/icons/storefront';
import styles from './hero-counters.module.css';

interface HeroCountersProps {
  businesses: number;
  countries: number;
  cities: number;
  loading: boolean;
}

/** The real totals as the server rendered them; three in a row even on a phone, so the search stays near the top. */
export function HeroCounters({ businesses, countries, cities, loading }: HeroCountersProps) {
  const tiles = [
    { label: 'Active Businesses', value: businesses, icon: <StorefrontIcon /> },
    { label: 'Countries Covered', value: countries, icon: <PublicIcon /> },
    { label: 'Cities', value: cities, icon: <ApartmentIcon /> },
  ];
  return (
    <Grid container className={styles.counters}>
      {tiles.map((tile) => (
        <Grid key={tile.label} className={styles.cell}>
          <StatTile
            tone="glass"
            compact
            label={tile.label}
            icon={tile.icon}
            loading={loading}
            value={formatCount(tile.value)}
          />
        </Grid>
      ))}
    </Grid>
  );
}
