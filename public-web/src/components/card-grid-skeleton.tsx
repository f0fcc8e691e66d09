import { Grid, Skeleton } from '@mui/material';
import { PAGE_SIZES } from '@directory/shared';

/** Placeholder cards of a directory list (categories, countries, cities) while it loads. */
export function CardGridSkeleton({ height, testId }: { height: number; testId?: string }) {
  return (
    <Grid container spacing={2.5} aria-busy>
      {Array.from({ length: PAGE_SIZES.publicList }, (_, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
          <Skeleton data-testid={testId} variant="rounded" height={height} />
        </Grid>
      ))}
    </Grid>
  );
}
