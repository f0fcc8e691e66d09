import { EMPTY_SEARCH, PAGE_SIZES, searchHref } from '@directory/shared';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { PagedBusinessListing } from '../../../components/paged-business-listing';
import { BackButton, RetryButton } from '../../../components/state-actions';
import { HeaderStats } from '../../../components/stat-tile';
import { StateMessage } from '../../../components/state-message';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePageParam } from '../../../hooks/use-page-param';
import { ApiError, isNotFound } from '../../../lib/api-client';
import { formatNumber, titleFromSlug } from '../../../lib/format';
import { Container } from '../../../ui/layout';
import { PublicIcon } from '../../../ui/icons/public';
import { StorefrontIcon } from '../../../ui/icons/storefront';
import { useCategory } from '../api/get-category';
import styles from './category-page.module.css';

/** A plain sentence for the visitor; the status stays as a short reference for a support request. */
function failureText(error: Error): string {
  const reference = error instanceof ApiError ? ` (HTTP ${error.status})` : '';
  return `This category could not be loaded just now${reference}. Please try again in a moment.`;
}

const backToCategories = <BackButton to="/categories">Back to Categories</BackButton>;

/** docs/screens.md §2 "Category detail (/categories/{slug})". */
export function CategoryPage() {
  const { slug = '' } = useParams();
  const [page] = usePageParam();
  const { data, isPending, isError, error, refetch } = useCategory(slug, page);
  const name = data?.category ?? titleFromSlug(slug);
  const notFound = isError && isNotFound(error);
  useDocumentTitle(notFound ? 'Category not found' : `${name} Businesses`);

  if (isError) {
    return (
      <Container maxWidth="md" className={styles.state}>
        {notFound ? (
          <StateMessage
            headingLevel="h1"
            title="Category not found"
            text="We could not find this category. It may have been renamed or removed."
            action={backToCategories}
          />
        ) : (
          <StateMessage
            kind="error"
            headingLevel="h1"
            title="Error loading category"
            text={failureText(error)}
            action={<RetryButton onRetry={refetch} />}
          />
        )}
      </Container>
    );
  }

  const topCountries = (data?.topCountries ?? []).slice(0, PAGE_SIZES.sideList).map((country) => ({
    key: country.countryCode,
    label: country.country,
    // This category within that country, not every business of the country.
    to: searchHref({ ...EMPTY_SEARCH, category: slug, where: country.country }),
    count: country.count,
  }));

  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Categories', to: '/categories' }, { label: name }]}
        title={`${name} Businesses`}
        subtitle={`Compare ${name.toLowerCase()} businesses by rating, reviews and location.`}
      >
        <HeaderStats
          loading={isPending}
          stats={[
            { label: 'Total Businesses', value: formatNumber(data?.businessCount), icon: <StorefrontIcon /> },
            { label: 'Countries', value: formatNumber(data?.countryCount), icon: <PublicIcon /> },
          ]}
        />
      </PageHeader>
      <PagedBusinessListing
        data={data}
        loading={isPending}
        emptyTitle="No businesses found in this category."
        sideTitle="TOP COUNTRIES"
        sideItems={topCountries}
      />
    </>
  );
}
