import { EMPTY_SEARCH, PAGE_SIZES, searchHref, slugify } from '@directory/shared';
import { useParams } from 'react-router-dom';
import { DetailLoadFailure } from '../../../components/detail-load-failure';
import { PageHeader } from '../../../components/page-header';
import { PagedBusinessListing } from '../../../components/paged-business-listing';
import { HeaderStats } from '../../../components/stat-tile';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePageParam } from '../../../hooks/use-page-param';
import { isNotFound } from '../../../lib/api-client';
import { formatNumber, titleFromSlug } from '../../../lib/format';
import { CategoryIcon } from '../../../ui/icons/category';
import { StorefrontIcon } from '../../../ui/icons/storefront';
import { useCity } from '../api/get-city';

/** docs/screens.md §2 "City detail (/cities/{countryCode}/{citySlug})". */
export function CityPage() {
  const { countryCode = '', citySlug = '' } = useParams();
  const [page] = usePageParam();
  const { data, isPending, isError, error, refetch } = useCity(countryCode, citySlug, page);
  const city = data?.city ?? titleFromSlug(citySlug);
  const country = data?.country ?? countryCode.toUpperCase();
  const notFound = isError && isNotFound(error);
  useDocumentTitle(notFound ? 'City not found' : `${city}, ${country}`);

  if (isError) {
    return (
      <DetailLoadFailure
        thing="city"
        notFound={notFound}
        backTo="/cities"
        backLabel="Back to Cities"
        onRetry={refetch}
      />
    );
  }

  const topCategories = (data?.topCategories ?? []).slice(0, PAGE_SIZES.sideList).map((category) => ({
    key: category.slug,
    label: category.category,
    // The category within this city, not worldwide.
    to: searchHref({ ...EMPTY_SEARCH, category: category.slug, where: `${city}, ${country}` }),
    count: category.count,
  }));

  return (
    <>
      <PageHeader
        crumbs={[
          { label: 'Cities', to: '/cities' },
          { label: country, to: data ? `/countries/${slugify(data.country)}` : undefined },
          { label: city },
        ]}
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
        loading={isPending}
        emptyTitle="No businesses found in this city."
        sideTitle="TOP CATEGORIES"
        sideItems={topCategories}
      />
    </>
  );
}
