import ApartmentIcon from '@mui/icons-material/Apartment';
import PublicIcon from '@mui/icons-material/Public';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Grid } from '@mui/material';
import { formatCount } from '@directory/shared';
import { StatTile } from '../../../components/stat-tile';

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
    <Grid container spacing={{ xs: 1, sm: 2 }}>
      {tiles.map((tile) => (
        <Grid key={tile.label} size={4}>
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
