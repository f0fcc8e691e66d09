import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Container } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BreadcrumbTrail } from '../../../components/breadcrumb-trail';
import { PageHeader } from '../../../components/page-header';
import { StateMessage } from '../../../components/state-message';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isNotFound } from '../../../lib/api-client';
import { titleFromSlug } from '../../../lib/format';
import { useCountryCities } from '../api/get-country-cities';
import { CityDirectory } from './city-directory';
import { CityStatTiles } from './city-stat-tiles';

/** CONTRACT §0: /countries/{slug}/cities lists all cities of that country, paged like /cities. */
export function CountryCitiesPage() {
  const { slug = '' } = useParams();
  const { data, isPending, isError, error } = useCountryCities(slug);
  const cities = data ?? [];
  const country = cities[0]?.country ?? titleFromSlug(slug);
  const notFound = isError && isNotFound(error);
  useDocumentTitle(notFound ? 'Country not found' : `Cities in ${country}`);

  if (notFound) {
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <StateMessage
          title="Country not found"
          text="We could not find this country in the directory."
          action={
            <Button component={RouterLink} to="/countries" variant="contained" startIcon={<ArrowBackIcon />}>
              Back to Countries
            </Button>
          }
        />
      </Container>
    );
  }

  return (
    <>
      <PageHeader
        breadcrumbs={
          <BreadcrumbTrail
            crumbs={[
              { label: 'Home', to: '/' },
              { label: 'Countries', to: '/countries' },
              { label: country, to: `/countries/${slug}` },
              { label: 'Cities' },
            ]}
          />
        }
        title={`Cities in ${country}`}
        subtitle={`Every city in ${country} with listed businesses.`}
      >
        <CityStatTiles cities={cities} loading={isPending} />
      </PageHeader>
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <CityDirectory cities={cities} loading={isPending} error={isError} />
      </Container>
    </>
  );
}
