import { toCount } from '@directory/shared';
import { useState, type ReactNode } from 'react';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid';
import { DirectoryResults } from '../../../components/directory-results';
import { LetterStrip } from '../../../components/letter-strip';
import { PageHeader } from '../../../components/page-header';
import { FilterPanel } from '../../../components/filter-panel';
import { SearchField } from '../../../components/search-field';
import { HeaderStats } from '../../../components/stat-tile';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFilteredPage } from '../../../hooks/use-filtered-page';
import { foldForSearch, formatNumber } from '../../../lib/format';
import { Container, Stack } from '../../../ui/layout';
import { cx } from '../../../ui/cx';
import { BarChartIcon } from '../../../ui/icons/bar-chart';
import { CategoryIcon } from '../../../ui/icons/category';
import { GridViewIcon } from '../../../ui/icons/grid-view';
import { StorefrontIcon } from '../../../ui/icons/storefront';
import { ViewListIcon } from '../../../ui/icons/view-list';
import { useCategories } from '../api/get-categories';
import styles from './categories-page.module.css';
import { CategoryCard } from './category-card';

type Layout = 'grid' | 'list';

const LAYOUTS: { value: Layout; label: string; icon: ReactNode }[] = [
  { value: 'grid', label: 'Grid view', icon: <GridViewIcon fontSize="small" /> },
  { value: 'list', label: 'List view', icon: <ViewListIcon fontSize="small" /> },
];

/** docs/screens.md §2 "Categories list (/categories, /categories/{letter})". */
export function CategoriesPage({ letter }: { letter?: string }) {
  const active = letter?.toUpperCase();
  const title = active ? `Categories beginning with ${active}` : 'Business Categories';
  useDocumentTitle(title);

  const list = useCategories(active);
  // docs/screens.md §7: "The unfiltered list is also fetched for totals".
  const all = useCategories();
  const [layout, setLayout] = useState<Layout>('grid');

  const categories = list.data ?? [];
  const { query, setQuery, slice } = useFilteredPage(categories, (c, needle) =>
    foldForSearch(c.category).includes(needle),
  );
  const maxOnPage = Math.max(0, ...slice.items.map((c) => toCount(c.count)));
  const businesses = categories.reduce((sum, c) => sum + toCount(c.count), 0);
  const allBusinesses = all.data ? all.data.reduce((sum, c) => sum + toCount(c.count), 0) : businesses;
  const average = categories.length ? Math.round(businesses / categories.length) : 0;
  const loading = list.isPending;

  return (
    <>
      <PageHeader
        eyebrow="Browse"
        title={title}
        subtitle="Explore every kind of business in the directory, from restaurants and hotels to dentists and auto repair."
      >
        <HeaderStats
          loading={loading}
          stats={[
            { label: 'Total Categories', value: formatNumber(categories.length), icon: <CategoryIcon /> },
            { label: 'Total Businesses', value: formatNumber(businesses), icon: <StorefrontIcon /> },
            { label: 'Avg per Category', value: formatNumber(average), icon: <BarChartIcon /> },
          ]}
        />
      </PageHeader>

      <Container maxWidth="lg" className={styles.main}>
        <FilterPanel>
          <Stack spacing={2.5}>
            <LetterStrip basePath="/categories" active={active} showAll label="Categories by letter" />
            <Stack direction="row" spacing={2} alignItems="center">
              <SearchField value={query} onChange={setQuery} placeholder="Search categories..." />
              {/* An exclusive pair of toggle buttons: the pressed one is the layout on show. */}
              <div role="group" aria-label="Layout" className={styles.toggles}>
                {LAYOUTS.map((option) => (
                  <button
                    key={option.value}
                    type="button"
                    value={option.value}
                    aria-label={option.label}
                    aria-pressed={layout === option.value}
                    className={cx(styles.toggle, layout === option.value && styles.selected)}
                    onClick={() => setLayout(option.value)}
                  >
                    {option.icon}
                  </button>
                ))}
              </div>
            </Stack>
          </Stack>
        </FilterPanel>

        <DirectoryResults
          noun="categories"
          error={list.isError}
          loading={loading}
          skeleton={<CardGridSkeleton height={128} />}
          slice={slice}
        >
          <CardGrid
            items={slice.items}
            itemKey={(category) => category.slug}
            list={layout === 'list'}
            renderCard={(category) => (
              <CategoryCard category={category} maxCount={maxOnPage} totalBusinesses={allBusinesses} layout={layout} />
            )}
          />
        </DirectoryResults>
      </Container>
    </>
  );
}
