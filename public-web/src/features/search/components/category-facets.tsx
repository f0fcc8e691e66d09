import { changeSearch, type CategoryCount, type SearchQuery } from '@directory/shared';
import { formatNumber } from '../../../lib/format';
import { FilterGroup } from './filter-group';
import { FilterLink } from './filter-link';

interface CategoryFacetsProps {
  query: SearchQuery;
  /** `facets.categories` of the answer: the largest categories of the whole match. */
  categories: CategoryCount[];
}

/** Narrows the search to one category of the match, with how many businesses each holds. */
export function CategoryFacets({ query, categories }: CategoryFacetsProps) {
  if (categories.length === 0 && !query.category) return null;
  return (
    <FilterGroup title="Categories">
      <FilterLink label="All categories" to={changeSearch(query, { category: '' })} active={!query.category} />
      {categories.map(({ category, slug, count }) => (
        <FilterLink
          key={slug}
          label={`${category} (${formatNumber(count)})`}
          to={changeSearch(query, { category: slug })}
          active={query.category === slug}
        />
      ))}
    </FilterGroup>
  );
}
