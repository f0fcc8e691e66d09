import { Grid } from '@mui/material';
import type { BusinessCard as BusinessCardData } from '@directory/shared';
import { BusinessCard, BusinessCardSkeleton } from './business-card';

interface BusinessGridProps {
  businesses?: BusinessCardData[];
  loading?: boolean;
  skeletons?: number;
  columns?: 3 | 4;
}

export function BusinessGrid({ businesses = [], loading = false, skeletons = 6, columns = 3 }: BusinessGridProps) {
  const size = { xs: 12, sm: 6, md: columns === 4 ? 4 : 6, lg: 12 / columns };
  return (
    <Grid container spacing={2.5} aria-busy={loading}>
      {loading
        ? Array.from({ length: skeletons }, (_, i) => (
            <Grid key={i} size={size}>
              <BusinessCardSkeleton />
            </Grid>
          ))
        : businesses.map((business) => (
            <Grid key={business.id} size={size}>
              <BusinessCard business={business} />
            </Grid>
          ))}
    </Grid>
  );
}
