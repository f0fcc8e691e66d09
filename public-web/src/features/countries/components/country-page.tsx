import { EMPTY_SEARCH, PAGE_SIZES, searchHref } from '@directory/shared';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { DetailLoadFailure } from '../../../components/detail-load-failure';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { Pager } from '../../../components/pager';
import { HeaderStats } from '../../../components/stat-tile';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePageParam } from '../../../hooks/use-page-param';
import { isNotFound } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { paginate } from '../../../lib/paginate';
import { Button } from '../../../ui/button';
import { Card, CardContent } from '../../../ui/surfaces';
import { Chip } from '../../../ui/chip';
import { Container, Stack } from '../../../ui/layout';
import { Link } from '../../../ui/link';
import { Typography } from '../../../ui/typography';
import { ArrowForwardIcon } from '../../../ui/icons/arrow-forward';
import { CategoryIcon } from '../../../ui/icons/category';
import { LocationCityIcon } from '../../../ui/icons/location-city';
import { StorefrontIcon } from '../../../ui/icons/storefront';
import { useCountry } from '../api/get-country';
import styles from './country-page.module.css';

/** Four links a row on wide screens: the top cities and the popular categories. */
function LinkTiles({ children }: { children: ReactNode }) {
  return <div className={styles.tiles}>{children}</div>;
}

/** docs/screens.md §2 "Country detail (/countries/{slug})". */
export function CountryPage() {
  const { slug = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useCountry(slug);
  const [categoryPage] = usePageParam();
  useDocumentTitle(
    data ? `${data.country} Business Directory` : isError && isNotFound(error) ? 'Country not found' : undefined,
  );

  if (isPending) return <PageLoader label="Loading country data..." />;
  if (isError) {
    return (
      <DetailLoadFailure
        thing="country"
        notFound={isNotFound(error)}
        backTo="/countries"
        backLabel="Back to Countries"
        onRetry={refetch}
      />
    );
  }

  const code = data.countryCode.toLowerCase();
  const topCities = data.topCities.slice(0, PAGE_SIZES.countryTopCities);
  const cityTotal = Math.max(data.cityCount, data.topCities.length);
  const categories = paginate(data.topCategories, categoryPage, PAGE_SIZES.countryCategories);

  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Countries', to: '/countries' }, { label: data.country }]}
        title={`${data.country} Business Directory`}
        subtitle={`Find local businesses across ${data.country}, city by city and category by category.`}
      >
        <HeaderStats
          stats={[
            { label: 'Total Businesses', value: formatNumber(data.businessCount), icon: <StorefrontIcon /> },
            { label: 'Cities', value: formatNumber(data.cityCount), icon: <LocationCityIcon /> },
            { label: 'Categories', value: formatNumber(data.categoryCount), icon: <CategoryIcon /> },
          ]}
        />
      </PageHeader>
      <Container maxWidth="lg" className={styles.main}>
        <Stack spacing={4}>
          <Card component="section" aria-labelledby="top-cities">
            <CardContent className={styles.content}>
              <div className={styles.sectionHead}>
                <Typography id="top-cities" variant="h5" component="h2">
                  Top Cities in {data.country}
                </Typography>
                {cityTotal > PAGE_SIZES.countryTopCities && (
                  <Button to={`/countries/${data.slug}/cities`} endIcon={<ArrowForwardIcon />}>
                    View All {formatNumber(cityTotal)} Cities
                  </Button>
                )}
              </div>
              {topCities.length === 0 ? (
                <Typography color="text.secondary">No cities listed yet.</Typography>
              ) : (
                <LinkTiles>
                  {topCities.map((city) => (
                    <Link key={city.citySlug} to={`/cities/${code}/${city.citySlug}`} className={styles.cityTile}>
                      <Typography variant="body2" noWrap className={styles.tileName}>
                        {city.city}
                      </Typography>
                      <Chip label={formatNumber(city.count)} size="small" className={styles.tileCount} />
                    </Link>
                  ))}
                </LinkTiles>
              )}
            </CardContent>
          </Card>

          <Card component="section" aria-labelledby="popular-categories">
            <CardContent className={styles.content}>
              <Typography id="popular-categories" variant="h5" component="h2" className={styles.heading}>
                Popular Categories
              </Typography>
              {categories.total === 0 ? (
                <Typography color="text.secondary">No categories listed yet.</Typography>
              ) : (
                <>
                  <LinkTiles>
                    {categories.items.map((category) => (
                      <Link
                        key={category.slug}
                        to={searchHref({ ...EMPTY_SEARCH, category: category.slug, where: data.country })}
                        className={styles.categoryTile}
                      >
                        <Typography variant="body2" noWrap className={styles.tileName}>
                          {category.category}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" className={styles.tileCount}>
                          {formatNumber(category.count)}
                        </Typography>
                      </Link>
                    ))}
                  </LinkTiles>
                  <Pager
                    variant="compact"
                    label="Popular categories pages"
                    page={categories.page}
                    totalPages={categories.totalPages}
                  />
                </>
              )}
            </CardContent>
          </Card>
        </Stack>
      </Container>
    </>
  );
}
