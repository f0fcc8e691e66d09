import { Paper, Stack } from '@mui/material';
import { toCount, type CitySummary } from '@directory/shared';
import type { ReactNode } from 'react';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid';
import { DirectoryResults } from '../../../components/directory-results';
import { SearchField } from '../../../components/search-field';
import { useFilteredPage } from '../../../hooks/use-filtered-page';
import { CityCard } from './city-card';

interface CityDirectoryProps {
  cities: CitySummary[];
  loading: boolean;
  error: boolean;
  /** Shown above the search box, e.g. the A–Z strip. */
  toolbar?: ReactNode;
}

/** The searchable, paged city grid of /cities and /countries/{slug}/cities. */
export function CityDirectory({ cities, loading, error, toolbar }: CityDirectoryProps) {
  // Spec §2: the search "matches city name or countryCode, case-insensitive substring".
  const { query, setQuery, setPage, slice } = useFilteredPage(
    cities,
    (c, needle) => c.city.toLowerCase().includes(needle) || c.countryCode.toLowerCase().includes(needle),
  );
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
      <DirectoryResults
        noun="cities"
        error={error}
        loading={loading}
        skeleton={<CardGridSkeleton height={150} testId="city-skeleton" />}
        slice={slice}
        onPageChange={setPage}
      >
        <CardGrid
          items={slice.items}
          itemKey={(city) => `${city.countryCode}-${city.citySlug}`}
          renderCard={(city) => <CityCard city={city} maxCount={maxOnPage} totalBusinesses={totalBusinesses} />}
        />
      </DirectoryResults>
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
