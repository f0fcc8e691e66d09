import { Grid, Paper, Stack } from '@mui/material';
import { PAGE_SIZES, toCount, type CitySummary } from '@directory/shared';
import type { ReactNode } from 'react';
import { Pager } from '../../../components/pager';
import { SearchField } from '../../../components/search-field';
import { StateMessage } from '../../../components/state-message';
import { useFilterParam, usePageParam } from '../../../hooks/use-page-param';
import { formatNumber } from '../../../lib/format';
import { paginate } from '../../../lib/paginate';
import { CityCard } from './city-card';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton';

interface CityDirectoryProps {
  cities: CitySummary[];
  loading: boolean;
  error: boolean;
  /** Shown above the search box, e.g. the A–Z strip. */
  toolbar?: ReactNode;
}

/** The searchable, paged city grid of /cities and /countries/{slug}/cities. */
export function CityDirectory({ cities, loading, error, toolbar }: CityDirectoryProps) {
  const [query, setQuery] = useFilterParam();
  const [page, setPage] = usePageParam();
  const needle = query.trim().toLowerCase();
  // Spec §2: the search "matches city name or countryCode, case-insensitive substring".
  const filtered = needle
    ? cities.filter((c) => c.city.toLowerCase().includes(needle) || c.countryCode.toLowerCase().includes(needle))
    : cities;
  const slice = paginate(filtered, page, PAGE_SIZES.publicList);
  const totalBusinesses = cities.reduce((sum, c) => sum + toCount(c.businessCount), 0);
  const maxOnPage = Math.max(0, ...slice.items.map((c) => toCount(c.businessCount)));

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 4 }}>
        <Stack spacing={2.5}>
          {toolbar}
          <SearchField value={query} onChange={setQuery} placeholder="Search cities or countries..." />
        </Stack>
      </Paper>
      {error ? (
        <StateMessage
          kind="error"
          title="Unable to load cities"
          text="There was an error loading the cities. Please try again later."
        />
      ) : loading ? (
        <CardGridSkeleton height={150} testId="city-skeleton" />
      ) : filtered.length === 0 ? (
        <StateMessage title="No cities found" text="Try adjusting your search terms or browse all cities" />
      ) : (
        <>
          <Grid container spacing={2.5}>
            {slice.items.map((city) => (
              <Grid key={`${city.countryCode}-${city.citySlug}`} size={{ xs: 12, sm: 6, md: 4 }}>
                <CityCard city={city} maxCount={maxOnPage} totalBusinesses={totalBusinesses} />
              </Grid>
            ))}
          </Grid>
          <Pager
            page={slice.page}
            totalPages={slice.totalPages}
            onPageChange={setPage}
            summary={`Showing ${slice.from} to ${slice.to} of ${formatNumber(slice.total)} cities`}
          />
        </>
      )}
    </>
  );
}

export function cityTotals(cities: CitySummary[]) {
  const businesses = cities.reduce((sum, c) => sum + toCount(c.businessCount), 0);
  return {
    cities: cities.length,
    businesses,
    // Spec §2: "Avg per City (rounded total divided by city count)".
    average: cities.length ? Math.round(businesses / cities.length) : 0,
  };
}
