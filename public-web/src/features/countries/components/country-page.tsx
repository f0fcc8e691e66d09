import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CategoryIcon from '@mui/icons-material/Category';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Button, Card, CardContent, Chip, Container, Link, Stack, Typography } from '@mui/material';
import { EMPTY_SEARCH, PAGE_SIZES, searchHref } from '@directory/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
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
import { useCountry } from '../api/get-country';

/** Four links a row on wide screens: the top cities and the popular categories. */
function LinkTiles({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
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
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Stack spacing={4}>
          <Card component="section" aria-labelledby="top-cities">
            <CardContent sx={{ p: { xs: 2.5, md: 3.5 } }}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2.5 }}
              >
                <Typography id="top-cities" variant="h5" component="h2">
                  Top Cities in {data.country}
                </Typography>
                {cityTotal > PAGE_SIZES.countryTopCities && (
                  <Button component={RouterLink} to={`/countries/${data.slug}/cities`} endIcon={<ArrowForwardIcon />}>
                    View All {formatNumber(cityTotal)} Cities
                  </Button>
                )}
              </Stack>
              {topCities.length === 0 ? (
                <Typography color="text.secondary">No cities listed yet.</Typography>
              ) : (
                <LinkTiles>
                  {topCities.map((city) => (
                    <Link
                      key={city.citySlug}
                      component={RouterLink}
                      to={`/cities/${code}/${city.citySlug}`}
                      sx={{
                        display: 'flex',
                        justifyContent: 'space-between',
                        alignItems: 'center',
                        p: 1.5,
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: 2,
                        color: 'text.primary',
                        '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
                      }}
                    >
                      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                        {city.city}
                      </Typography>
                      <Chip label={formatNumber(city.count)} size="small" sx={{ ml: 1 }} />
                    </Link>
                  ))}
                </LinkTiles>
              )}
            </CardContent>
          </Card>

          <Card component="section" aria-labelledby="popular-categories">
            <CardContent sx={{ p: { xs: 2.5, md: 3.5 } }}>
              <Typography id="popular-categories" variant="h5" component="h2" sx={{ mb: 2.5 }}>
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
                        component={RouterLink}
                        to={searchHref({ ...EMPTY_SEARCH, category: category.slug, where: data.country })}
                        sx={{
                          display: 'flex',
                          justifyContent: 'space-between',
                          alignItems: 'center',
                          p: 1.5,
                          borderRadius: 2,
                          bgcolor: 'grey.50',
                          color: 'text.primary',
                          '&:hover': { bgcolor: 'primary.light', color: 'primary.main' },
                        }}
                      >
                        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                          {category.category}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
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
