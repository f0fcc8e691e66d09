import BarChartIcon from '@mui/icons-material/BarChart';
import CategoryIcon from '@mui/icons-material/Category';
import GridViewIcon from '@mui/icons-material/GridView';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Container, Paper, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { toCount } from '@directory/shared';
import { useState } from 'react';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid';
import { DirectoryResults } from '../../../components/directory-results';
import { LetterStrip } from '../../../components/letter-strip';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { HeaderStats } from '../../../components/stat-tile';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFilteredPage } from '../../../hooks/use-filtered-page';
import { foldForSearch, formatNumber } from '../../../lib/format';
import { useCategories } from '../api/get-categories';
import { CategoryCard } from './category-card';

type Layout = 'grid' | 'list';

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

      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 4 }}>
          <Stack spacing={2.5}>
            <LetterStrip basePath="/categories" active={active} showAll label="Categories by letter" />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <SearchField value={query} onChange={setQuery} placeholder="Search categories..." />
              <ToggleButtonGroup
                value={layout}
                exclusive
                size="small"
                onChange={(_, value: Layout | null) => value && setLayout(value)}
                aria-label="Layout"
              >
                <ToggleButton value="grid" aria-label="Grid view">
                  <GridViewIcon fontSize="small" />
                </ToggleButton>
                <ToggleButton value="list" aria-label="List view">
                  <ViewListIcon fontSize="small" />
                </ToggleButton>
              </ToggleButtonGroup>
            </Stack>
          </Stack>
        </Paper>

        <DirectoryResults
          noun="categories"
          query={query}
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
