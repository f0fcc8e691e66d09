import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CategoryIcon from '@mui/icons-material/Category';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Button, Container } from '@mui/material';
import { PAGE_SIZES, slugify } from '@directory/shared';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BreadcrumbTrail } from '../../../components/breadcrumb-trail';
import { PageHeader } from '../../../components/page-header';
import { PagedBusinessListing } from '../../../components/paged-business-listing';
import { HeaderStats } from '../../../components/stat-tile';
import { StateMessage } from '../../../components/state-message';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePageParam } from '../../../hooks/use-page-param';
import { isNotFound } from '../../../lib/api-client';
import { formatNumber, titleFromSlug } from '../../../lib/format';
import { useCity } from '../api/get-city';

/** Spec §2 "City detail (/cities/{countryCode}/{citySlug})". */
export function CityPage() {
  const { countryCode = '', citySlug = '' } = useParams();
  const [page, setPage] = usePageParam();
  const { data, isPending, isError, error, refetch } = useCity(countryCode, citySlug, page);
  const city = data?.city ?? titleFromSlug(citySlug);
  const country = data?.country ?? countryCode.toUpperCase();
  const notFound = isError && isNotFound(error);
  useDocumentTitle(notFound ? 'City not found' : `${city}, ${country}`);

  if (isError) {
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        {notFound ? (
          <StateMessage
            title="City not found"
            text="We could not find this city in the directory."
            action={
              <Button component={RouterLink} to="/cities" variant="contained" startIcon={<ArrowBackIcon />}>
                Back to Cities
              </Button>
            }
          />
        ) : (
          <StateMessage
            kind="error"
            title="Unable to load city"
            text="There was an error loading this city. Please try again later."
            action={
              <Button variant="contained" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          />
        )}
      </Container>
    );
  }

  const topCategories = (data?.topCategories ?? []).slice(0, PAGE_SIZES.sideList).map((category) => ({
    key: category.slug,
    label: category.category,
    to: `/categories/${category.slug}`,
    count: category.count,
  }));

  return (
    <>
      <PageHeader
        breadcrumbs={
          <BreadcrumbTrail
            crumbs={[
              { label: 'Home', to: '/' },
              { label: 'Cities', to: '/cities' },
              { label: country, to: data ? `/countries/${slugify(data.country)}` : undefined },
              { label: city },
            ]}
          />
        }
        title={`${city}, ${country}`}
        subtitle={`Local businesses in ${city}, with ratings, opening hours and directions.`}
      >
        <HeaderStats
          loading={isPending}
          stats={[
            { label: 'Total Businesses', value: formatNumber(data?.businessCount), icon: <StorefrontIcon /> },
            { label: 'Categories', value: formatNumber(data?.categoryCount), icon: <CategoryIcon /> },
          ]}
        />
      </PageHeader>
      <PagedBusinessListing
        data={data}
        page={page}
        loading={isPending}
        emptyTitle="No businesses found in this city."
        onPageChange={setPage}
        sideTitle="TOP CATEGORIES"
        sideItems={topCategories}
      />
    </>
  );
}
