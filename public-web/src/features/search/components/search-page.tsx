import { hasSearchTerms, searchTitle } from '@directory/shared';
import { BusinessSearchForm } from '../../../components/business-search-form';
import { PageHeader } from '../../../components/page-header';
import { RetryButton } from '../../../components/state-actions';
import { StateMessage } from '../../../components/state-message';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { Card, CardContent } from '../../../ui/surfaces';
import { Container } from '../../../ui/layout';
import { useSearchBusinesses } from '../api/search-businesses';
import { useSearchPosition } from '../hooks/use-search-position';
import { useSearchQuery } from '../hooks/use-search-query';
import { PositionStatus } from './position-status';
import styles from './search-page.module.css';
import { searchHeading } from './search-heading';
import { SearchResults } from './search-results';

export function SearchPage() {
  const query = useSearchQuery();
  const searching = hasSearchTerms(query);
  const { data, isPending, isError, refetch } = useSearchBusinesses(query);
  const position = useSearchPosition(query);

  useDocumentTitle(searchTitle(query));

  return (
    <>
      <PageHeader
        eyebrow="Search"
        title={searching ? searchHeading(query) : 'Search the directory'}
        subtitle={
          searching ? undefined : 'Find businesses by name or category, and narrow them down by city or country.'
        }
      >
        <Card className={styles.formCard}>
          <CardContent className={styles.formContent}>
            {/* Keyed by the URL so the inputs follow back/forward navigation. */}
            <BusinessSearchForm key={`${query.q}|${query.where}`} initialQuery={query.q} initialWhere={query.where} />
          </CardContent>
        </Card>
      </PageHeader>
      <Container maxWidth="lg" className={styles.body}>
        <PositionStatus state={position} />
        {!searching ? (
          <StateMessage
            title="Start your search"
            text="Type what you are looking for, where, or both — for example “Dentist” in “London”."
          />
        ) : isError ? (
          <StateMessage
            kind="error"
            title="Search is unavailable"
            text="The search could not be completed just now. Please try again in a moment."
            action={<RetryButton onRetry={refetch} />}
          />
        ) : (
          <SearchResults query={query} data={data} loading={isPending} />
        )}
      </Container>
    </>
  );
}
