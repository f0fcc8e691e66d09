import { changeSearch, type SearchQuery, type SearchSort } from '@directory/shared';
import { FilterGroup } from './filter-group';
import { FilterLink } from './filter-link';

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  rating: 'Highest rated',
  reviews: 'Most reviewed',
  distance: 'Nearest',
};

const MIN_RATINGS = [null, 3, 4, 4.5] as const;

/** Sort, minimum rating and 'Open now' (docs/behaviour.md §10), each choice a link to the same search, from page 1. */
export function SearchFilters({ query }: { query: SearchQuery }) {
  // 'Nearest' without a position leads to sort=distance, where the page asks the browser for one.
  const sorts = Object.keys(SORT_LABELS) as SearchSort[];
  return (
    <>
      <FilterGroup title="Sort by">
        {sorts.map((sort) => (
          <FilterLink
            key={sort}
            label={SORT_LABELS[sort]}
            to={changeSearch(query, { sort })}
            active={query.sort === sort}
          />
        ))}
      </FilterGroup>
      <FilterGroup title="Rating">
        {MIN_RATINGS.map((minRating) => (
          <FilterLink
            key={minRating ?? 'any'}
            label={minRating === null ? 'Any rating' : `${minRating}+ stars`}
            to={changeSearch(query, { minRating })}
            active={query.minRating === minRating}
          />
        ))}
      </FilterGroup>
      <FilterGroup title="Hours">
        <FilterLink label="Open now" to={changeSearch(query, { openNow: !query.openNow })} active={query.openNow} />
      </FilterGroup>
    </>
  );
}
