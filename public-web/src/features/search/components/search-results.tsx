import { Box, Button, Chip, Typography } from '@mui/material';
import { changeSearch, searchHref, type SearchQuery, type SearchResult } from '@directory/shared';
import { Link as RouterLink } from 'react-router-dom';
import { PagedBusinessGrid } from '../../../components/business-grid';
import { StateMessage } from '../../../components/state-message';
import { formatNumber } from '../../../lib/format';
import { CategoryFacets } from './category-facets';
import { ResultsMapCard } from './results-map-card';
import { SearchFilters } from './search-filters';
import { UnderstoodAlert } from './understood-alert';
import { understoodNotice } from './understood-notice';

/**
 * On a phone the filters fold behind 'Filters' (a native <details>, so it works before hydration and
 * without JavaScript) instead of pushing the results a screen and more down; from md up they are
 * always shown beside the results.
 */
const FILTERS_FOLD = {
  '& > summary': {
    display: { xs: 'list-item', md: 'none' },
    cursor: 'pointer',
    fontWeight: 700,
    py: 1,
    px: 2,
    border: 1,
    borderColor: 'divider',
    borderRadius: 2,
  },
  '&::details-content': { md: { contentVisibility: 'visible', blockSize: 'auto' } },
} as const;

/** On a phone the map comes after the cards, so the first result is on the first screen. */
const RESULTS_ORDER = {
  display: 'flex',
  flexDirection: 'column',
  '& > .MuiCard-root': { order: { xs: 2, md: 0 }, mt: { xs: 3, md: 0 } },
} as const;

interface SearchResultsProps {
  query: SearchQuery;
  data: SearchResult | undefined;
  loading: boolean;
}

/** Filters beside the results: the match's categories, sort, rating, hours; then the map and the page of cards. */
export function SearchResults({ query, data, loading }: SearchResultsProps) {
  const total = data?.total ?? 0;
  // Against the words this answer was for: while the next search loads, the previous answer is still shown.
  const notice = data ? understoodNotice(data, data.understood) : null;
  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' } }}>
      <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        {query.lat !== null && (
          <Chip
            component={RouterLink}
            to={searchHref(changeSearch(query, { lat: null, lng: null, sort: 'relevance' }))}
            label="Near you ✕"
            aria-label="Stop searching near you"
            clickable
            color="primary"
          />
        )}
        <Box component="details" sx={FILTERS_FOLD}>
          <Box component="summary">Filters</Box>
          <Box sx={{ display: 'grid', gap: 2.5, mt: { xs: 2, md: 0 } }}>
            <SearchFilters query={query} />
            <CategoryFacets query={query} categories={data?.facets?.categories ?? []} />
          </Box>
        </Box>
      </Box>
      <Box>
        {notice && <UnderstoodAlert notice={notice} />}
        {!loading && total === 0 ? (
          <StateMessage
            title="No businesses found"
            text="Try a different keyword or location, fewer filters, or browse the directory by category."
            action={
              <Button component={RouterLink} to="/categories" variant="contained">
                Browse categories
              </Button>
            }
          />
        ) : (
          <Box sx={RESULTS_ORDER}>
            <Typography variant="body1" component="h2" sx={{ mb: 2, color: 'text.secondary' }} aria-live="polite">
              {loading ? 'Searching…' : `${formatNumber(total)} ${total === 1 ? 'business' : 'businesses'} found`}
            </Typography>
            {data && data.businesses.length > 0 && <ResultsMapCard businesses={data.businesses} />}
            <Box>
              <PagedBusinessGrid data={data} total={total} loading={loading} />
            </Box>
          </Box>
        )}
      </Box>
    </Box>
  );
}
