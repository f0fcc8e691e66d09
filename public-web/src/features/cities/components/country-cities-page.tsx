import { useParams } from 'react-router-dom';
import { DetailLoadFailure } from '../../../components/detail-load-failure';
import { PageHeader } from '../../../components/page-header';
import { useFilterParam, usePageParam } from '../../../hooks/use-page-param';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isNotFound } from '../../../lib/api-client';
import { titleFromSlug } from '../../../lib/format';
import { Container } from '../../../ui/layout';
import { useCountryCities } from '../api/get-country-cities';
import styles from './country-cities-page.module.css';
import { CityDirectory } from './city-directory';
import { CityStatTiles } from './city-stat-tiles';

/** docs/behaviour.md §0: /countries/{slug}/cities lists all cities of that country, paged like /cities. */
export function CountryCitiesPage() {
  const { slug = '' } = useParams();
  const [q] = useFilterParam();
  const [page] = usePageParam();
  const { data, isPending, isError, error } = useCountryCities(slug, { q, page });
  // The header keeps the totals of the whole country; the filter's count shows below the search box.
  const overall = useCountryCities(slug, { q: '', page: 1 });
  const country = overall.data?.cities[0]?.country ?? data?.cities[0]?.country ?? titleFromSlug(slug);
  const notFound = isError && isNotFound(error);
  useDocumentTitle(notFound ? 'Country not found' : `Cities in ${country}`);

  if (notFound) {
    return <DetailLoadFailure thing="country" notFound backTo="/countries" backLabel="Back to Countries" />;
  }

  return (
    <>
      <PageHeader
        crumbs={[
          { label: 'Countries', to: '/countries' },
          { label: country, to: `/countries/${slug}` },
          { label: 'Cities' },
        ]}
        title={`Cities in ${country}`}
        subtitle={`Every city in ${country} with listed businesses.`}
      >
        <CityStatTiles data={overall.data} loading={overall.isPending} />
      </PageHeader>
      <Container maxWidth="lg" className={styles.main}>
        <CityDirectory data={data} loading={isPending} error={isError} />
      </Container>
    </>
  );
}
