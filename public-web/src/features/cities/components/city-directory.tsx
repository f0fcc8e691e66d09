import { toCount, type CityPage, type CitySummary } from '@directory/shared';
import type { ReactNode } from 'react';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid';
import { DirectoryResults } from '../../../components/directory-results';
import { FilterPanel } from '../../../components/filter-panel';
import { SearchField } from '../../../components/search-field';
import { useFilterParam } from '../../../hooks/use-page-param';
import type { PageSlice } from '../../../lib/paginate';
import { Stack } from '../../../ui/layout';
import { CityCard } from './city-card';

interface CityDirectoryProps {
  /** The page of cities the server answered for the URL's `?q=` and `?page=`. */
  data: CityPage | undefined;
  loading: boolean;
  error: boolean;
  /** Shown above the search box, e.g. the A–Z strip. */
  toolbar?: ReactNode;
}

/** The searchable, paged city grid of /cities and /countries/{slug}/cities, filtered and paged by the server. */
export function CityDirectory({ data, loading, error, toolbar }: CityDirectoryProps) {
  const [query, setQuery] = useFilterParam();
  const slice = sliceOf(data);
  const maxOnPage = Math.max(0, ...slice.items.map((c) => toCount(c.businessCount)));

  return (
    <>
      <FilterPanel>
        <Stack spacing={2.5}>
          {toolbar}
          <SearchField value={query} onChange={setQuery} placeholder="Search cities or countries..." />
        </Stack>
      </FilterPanel>
      <DirectoryResults
        noun="cities"
        error={error}
        loading={loading}
        skeleton={<CardGridSkeleton height={150} testId="city-skeleton" />}
        slice={slice}
      >
        <CardGrid
          items={slice.items}
          itemKey={(city) => `${city.countryCode}-${city.citySlug}`}
          renderCard={(city) => (
            <CityCard city={city} maxCount={maxOnPage} totalBusinesses={toCount(data?.totalBusinesses)} />
          )}
        />
      </DirectoryResults>
    </>
  );
}

/** The server's page as DirectoryResults shows one. */
function sliceOf(data: CityPage | undefined): PageSlice<CitySummary> {
  if (!data) return { items: [], page: 1, totalPages: 1, from: 0, to: 0, total: 0 };
  const from = data.total ? (data.page - 1) * data.limit + 1 : 0;
  return {
    items: data.cities,
    page: data.page,
    totalPages: Math.max(1, data.totalPages),
    from,
    to: from ? from + data.cities.length - 1 : 0,
    total: data.total,
  };
}

export function cityTotals(data: CityPage | undefined) {
  const cities = data?.total ?? 0;
  const businesses = toCount(data?.totalBusinesses);
  // docs/screens.md §2: "Avg per City (rounded total divided by city count)".
  return { cities, businesses, average: cities ? Math.round(businesses / cities) : 0 };
}
