import { Button, Card, CardContent, Container, Typography } from '@mui/material';
import { truncate } from '@directory/shared';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PagedBusinessGrid } from '../../../components/business-grid';
import { BusinessSearchForm } from '../../../components/business-search-form';
import { PageHeader } from '../../../components/page-header';
import { RetryButton } from '../../../components/state-actions';
import { StateMessage } from '../../../components/state-message';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePageParam } from '../../../hooks/use-page-param';
import { formatNumber } from '../../../lib/format';
import { useSearchBusinesses } from '../api/search-businesses';

/** A heading names at most this many characters of each term; the rest is cut with an ellipsis. */
const TERM_IN_HEADING = 80;

function describeSearch(rawQ: string, rawWhere: string): string {
  const q = truncate(rawQ, TERM_IN_HEADING);
  const where = truncate(rawWhere, TERM_IN_HEADING);
  if (q && where) return `“${q}” in ${where}`;
  if (q) return `“${q}”`;
  return `businesses in ${where}`;
}

export function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const where = (params.get('where') ?? '').trim();
  const [page] = usePageParam();
  const hasTerms = Boolean(q || where);
  const { data, isPending, isError, error, refetch } = useSearchBusinesses({ q, where, page });

  useDocumentTitle(hasTerms ? `Search: ${[q, where].filter(Boolean).join(' in ')}` : 'Search');

  const total = data?.total ?? 0;

  return (
    <>
      <PageHeader
        eyebrow="Search"
        title={hasTerms ? `Results for ${describeSearch(q, where)}` : 'Search the directory'}
        subtitle="Find businesses by name or category, and narrow them down by city or country."
      >
        <Card variant="elevation" elevation={6} sx={{ borderRadius: 3 }}>
          <CardContent sx={{ p: { xs: 2, md: 3 } }}>
            {/* Keyed by the URL so the inputs follow back/forward navigation. */}
            <BusinessSearchForm key={`${q}|${where}`} initialQuery={q} initialWhere={where} />
          </CardContent>
        </Card>
      </PageHeader>
      <Container maxWidth="lg" sx={{ py: 5 }}>
        {!hasTerms ? (
          <StateMessage
            title="Start your search"
            text="Type what you are looking for, where, or both — for example “Dentist” in “London”."
          />
        ) : isError ? (
          <StateMessage
            kind="error"
            title="Search is unavailable"
            text={error.message}
            action={<RetryButton onRetry={refetch} />}
          />
        ) : !isPending && total === 0 ? (
          <StateMessage
            title="No businesses found"
            text="Try a different keyword or location, or browse the directory by category."
            action={
              <Button component={RouterLink} to="/categories" variant="contained">
                Browse categories
              </Button>
            }
          />
        ) : (
          <>
            <Typography variant="body1" component="h2" sx={{ mb: 3, color: 'text.secondary' }} aria-live="polite">
              {isPending ? 'Searching…' : `${formatNumber(total)} ${total === 1 ? 'business' : 'businesses'} found`}
            </Typography>
            <PagedBusinessGrid data={data} total={total} loading={isPending} />
          </>
        )}
      </Container>
    </>
  );
}
