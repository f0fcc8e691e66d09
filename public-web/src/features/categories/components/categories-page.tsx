import BarChartIcon from '@mui/icons-material/BarChart';
import CategoryIcon from '@mui/icons-material/Category';
import GridViewIcon from '@mui/icons-material/GridView';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Box, Container, Grid, Paper, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { PAGE_SIZES, toCount } from '@directory/shared';
import { useState } from 'react';
import { LetterStrip } from '../../../components/letter-strip';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { SearchField } from '../../../components/search-field';
import { HeaderStats } from '../../../components/stat-tile';
import { StateMessage } from '../../../components/state-message';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFilterParam, usePageParam } from '../../../hooks/use-page-param';
import { formatNumber } from '../../../lib/format';
import { paginate } from '../../../lib/paginate';
import { useCategories } from '../api/get-categories';
import { CategoryCard } from './category-card';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton';

type Layout = 'grid' | 'list';

/** Spec §2 "Categories list (/categories, /categories/{letter})". */
export function CategoriesPage({ letter }: { letter?: string }) {
  const active = letter?.toUpperCase();
  const title = active ? `Keywords beginning with ${active}` : 'Business Categories';
  useDocumentTitle(title);

  const list = useCategories(active);
  // Spec §7: "The unfiltered list is also fetched for totals".
  const all = useCategories();
  const [query, setQuery] = useFilterParam();
  const [page, setPage] = usePageParam();
  const [layout, setLayout] = useState<Layout>('grid');

  const categories = list.data ?? [];
  const needle = query.trim().toLowerCase();
  const filtered = needle ? categories.filter((c) => c.category.toLowerCase().includes(needle)) : categories;
  const slice = paginate(filtered, page, PAGE_SIZES.publicList);
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

        {list.isError ? (
          <StateMessage
            kind="error"
            title="Unable to load categories"
            text="There was an error loading the categories. Please try again later."
          />
        ) : loading ? (
          <CardGridSkeleton height={128} />
        ) : filtered.length === 0 ? (
          <StateMessage title="No categories found" text="Try adjusting your search terms or browse all categories" />
        ) : (
          <Box>
            <Grid container spacing={layout === 'grid' ? 2.5 : 1.5}>
              {slice.items.map((category) => (
                <Grid key={category.slug} size={layout === 'grid' ? { xs: 12, sm: 6, md: 4 } : 12}>
                  <CategoryCard
                    category={category}
                    maxCount={maxOnPage}
                    totalBusinesses={allBusinesses}
                    layout={layout}
                  />
                </Grid>
              ))}
            </Grid>
            <Pager
              page={slice.page}
              totalPages={slice.totalPages}
              onPageChange={setPage}
              summary={`Showing ${slice.from} to ${slice.to} of ${formatNumber(slice.total)} categories`}
            />
          </Box>
        )}
      </Container>
    </>
  );
}
