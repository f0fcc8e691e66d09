import { toCount } from '@directory/shared';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid';
import { DirectoryResults } from '../../../components/directory-results';
import { PageHeader } from '../../../components/page-header';
import { FilterPanel } from '../../../components/filter-panel';
import { SearchField } from '../../../components/search-field';
import { HeaderStats } from '../../../components/stat-tile';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFilteredPage } from '../../../hooks/use-filtered-page';
import { foldForSearch, formatNumber } from '../../../lib/format';
import { Container } from '../../../ui/layout';
import { LocationCityIcon } from '../../../ui/icons/location-city';
import { PublicIcon } from '../../../ui/icons/public';
import { StorefrontIcon } from '../../../ui/icons/storefront';
import { useCountries } from '../api/get-countries';
import styles from './countries-page.module.css';
import { CountryCard } from './country-card';

/** docs/screens.md §2 "Countries list (/countries)". */
export function CountriesPage() {
  useDocumentTitle('Countries');
  const { data, isPending, isError } = useCountries();
  const countries = data ?? [];
  const { query, setQuery, slice } = useFilteredPage(
    countries,
    (c, needle) => foldForSearch(c.country).includes(needle) || c.countryCode.toLowerCase() === needle,
  );
  const totalBusinesses = countries.reduce((sum, c) => sum + toCount(c.businessCount), 0);
  const totalCities = countries.reduce((sum, c) => sum + toCount(c.cityCount), 0);
  const maxOnPage = Math.max(0, ...slice.items.map((c) => toCount(c.businessCount)));

  return (
    <>
      <PageHeader
        eyebrow="Global Business Directory"
        title="Countries"
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
      <Container maxWidth="lg" className={styles.main}>
        <FilterPanel>
          <SearchField value={query} onChange={setQuery} placeholder="Search countries..." />
        </FilterPanel>
        <DirectoryResults
          noun="countries"
          error={isError}
          loading={isPending}
          skeleton={<CardGridSkeleton height={250} />}
          slice={slice}
        >
          <CardGrid
            items={slice.items}
            itemKey={(country) => country.countryCode}
            renderCard={(country) => (
              <CountryCard country={country} maxCount={maxOnPage} totalBusinesses={totalBusinesses} />
            )}
          />
        </DirectoryResults>
      </Container>
    </>
  );
}
