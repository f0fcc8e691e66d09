import LocationCityIcon from '@mui/icons-material/LocationCity';
import PublicIcon from '@mui/icons-material/Public';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Container, Grid, Paper } from '@mui/material';
import { PAGE_SIZES, toCount } from '@directory/shared';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { SearchField } from '../../../components/search-field';
import { HeaderStats } from '../../../components/stat-tile';
import { StateMessage } from '../../../components/state-message';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFilterParam, usePageParam } from '../../../hooks/use-page-param';
import { formatNumber } from '../../../lib/format';
import { paginate } from '../../../lib/paginate';
import { useCountries } from '../api/get-countries';
import { CountryCard } from './country-card';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton';

/** Spec §2 "Countries list (/countries)". */
export function CountriesPage() {
  useDocumentTitle('Countries');
  const { data, isPending, isError } = useCountries();
  const [query, setQuery] = useFilterParam();
  const [page, setPage] = usePageParam();

  const countries = data ?? [];
  const needle = query.trim().toLowerCase();
  const filtered = needle
    ? countries.filter((c) => c.country.toLowerCase().includes(needle) || c.countryCode.toLowerCase() === needle)
    : countries;
  const slice = paginate(filtered, page, PAGE_SIZES.publicList);
  const totalBusinesses = countries.reduce((sum, c) => sum + toCount(c.businessCount), 0);
  const totalCities = countries.reduce((sum, c) => sum + toCount(c.cityCount), 0);
  const maxOnPage = Math.max(0, ...slice.items.map((c) => toCount(c.businessCount)));

  return (
    <>
      <PageHeader
        eyebrow="Countries"
        title="Global Business Directory"
        subtitle="Explore business listings country by country and see where each market stands."
      >
        <HeaderStats
          loading={isPending}
          stats={[
            { label: 'Countries', value: formatNumber(countries.length), icon: <PublicIcon /> },
            { label: 'Total Businesses', value: formatNumber(totalBusinesses), icon: <StorefrontIcon /> },
            { label: 'Cities', value: formatNumber(totalCities), icon: <LocationCityIcon /> },
          ]}
        />
      </PageHeader>
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Paper variant="outlined" sx={{ p: 2, mb: 4 }}>
          <SearchField value={query} onChange={setQuery} placeholder="Search countries..." />
        </Paper>
        {isError ? (
          <StateMessage
            kind="error"
            title="Unable to load countries"
            text="There was an error loading the countries. Please try again later."
          />
        ) : isPending ? (
          <CardGridSkeleton height={250} />
        ) : filtered.length === 0 ? (
          <StateMessage title="No countries found" text="Try adjusting your search terms or browse all countries" />
        ) : (
          <>
            <Grid container spacing={2.5}>
              {slice.items.map((country) => (
                <Grid key={country.countryCode} size={{ xs: 12, sm: 6, md: 4 }}>
                  <CountryCard country={country} maxCount={maxOnPage} totalBusinesses={totalBusinesses} />
                </Grid>
              ))}
            </Grid>
            <Pager
              page={slice.page}
              totalPages={slice.totalPages}
              onPageChange={setPage}
              summary={`Showing ${slice.from} to ${slice.to} of ${formatNumber(slice.total)} countries`}
            />
          </>
        )}
      </Container>
    </>
  );
}
