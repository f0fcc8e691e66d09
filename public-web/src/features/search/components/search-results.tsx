import { changeSearch, searchHref, type SearchQuery, type SearchResult } from '@directory/shared';
import { SiteLink } from '../../../ui/site-link';
import { PagedBusinessGrid } from '../../../components/business-grid';
import { StateMessage } from '../../../components/state-message';
import { formatNumber } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Typography } from '../../../ui/typography';
import { CategoryFacets } from './category-facets';
import { ResultsMapCard } from './results-map-card';
import { SearchFilters } from './search-filters';
import styles from './search-results.module.css';
import { UnderstoodAlert } from './understood-alert';
import { understoodNotice } from './understood-notice';

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
    <div className={styles.layout}>
      <div className={styles.side}>
        {query.lat !== null && (
          <SiteLink
            to={searchHref(changeSearch(query, { lat: null, lng: null, sort: 'relevance' }))}
            aria-label="Stop searching near you"
            className="ui-chip ui-chip-primary ui-chip-clickable"
          >
            <span className="ui-chip-label">Near you ✕</span>
          </SiteLink>
        )}
        {/*
         * On a phone the filters fold behind 'Filters' (a native <details>, so it works before hydration and
         * without JavaScript) instead of pushing the results a screen and more down; from md up they are
         * always shown beside the results.
         */}
        <details className={styles.fold}>
          <summary>Filters</summary>
          <div className={styles.filters}>
            <SearchFilters query={query} />
            <CategoryFacets query={query} categories={data?.facets?.categories ?? []} />
          </div>
        </details>
      </div>
      <div>
        {notice && <UnderstoodAlert notice={notice} />}
        {!loading && total === 0 ? (
          <StateMessage
            title="No businesses found"
            text="Try a different keyword or location, fewer filters, or browse the directory by category."
            action={
              <Button to="/categories" variant="contained">
                Browse categories
              </Button>
            }
          />
        ) : (
          <div className={styles.results}>
            <Typography
              variant="body1"
              component="h2"
              color="text.secondary"
              className={styles.count}
              aria-live="polite"
            >
              {loading ? 'Searching…' : `${formatNumber(total)} ${total === 1 ? 'business' : 'businesses'} found`}
            </Typography>
            {data && data.businesses.length > 0 && <ResultsMapCard businesses={data.businesses} />}
            <div>
              <PagedBusinessGrid data={data} total={total} loading={loading} />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
