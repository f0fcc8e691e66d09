import ApartmentIcon from '@mui/icons-material/Apartment';
import PublicIcon from '@mui/icons-material/Public';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Grid } from '@mui/material';
import type { ReactNode } from 'react';
import { StatTile } from '../../../components/stat-tile';
import { useCountUp } from '../hooks/use-count-up';

function Counter({
  label,
  target,
  icon,
  loading,
}: {
  label: string;
  target: number;
  icon: ReactNode;
  loading: boolean;
}) {
  const value = useCountUp(target);
  return <StatTile tone="glass" label={label} icon={icon} loading={loading} value={value.toLocaleString('en-US')} />;
}

interface HeroCountersProps {
  businesses: number;
  countries: number;
  cities: number;
  loading: boolean;
}

export function HeroCounters({ businesses, countries, cities, loading }: HeroCountersProps) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Counter label="Active Businesses" target={businesses} icon={<StorefrontIcon />} loading={loading} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Counter label="Countries Covered" target={countries} icon={<PublicIcon />} loading={loading} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Counter label="Major Cities" target={cities} icon={<ApartmentIcon />} loading={loading} />
      </Grid>
    </Grid>
  );
}
