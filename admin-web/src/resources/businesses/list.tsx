import { Box } from '@mui/material';
import { ADMIN_BUSINESS_SORT_KEYS, PAGE_SIZES, QUERY_CACHE } from '@directory/shared';
import { CreateButton, List, Pagination, SortButton, TopToolbar, useListContext } from 'react-admin';
import { StatCards } from '../../components/stat-card';
import { usePhone } from '../../components/use-phone';
import { useAdminStats } from '../../providers/queries';
import { BusinessCards } from './business-cards';
import { BusinessGrid } from './business-grid';
import { ExportCsvButton } from './export-dialog';
import { useBusinessFilters } from './list-filters';
import { SelectionFollowsView } from './selection-follows-view';
import { DeleteAllButton, DeleteTestDataButton, FixSlugsButton } from './maintenance-buttons';

function ListActions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', minHeight: 'auto' }}>
      <CreateButton label="app.businesses.create" />
      <SortButton fields={[...ADMIN_BUSINESS_SORT_KEYS]} />
      <ExportCsvButton />
      <DeleteTestDataButton />
      <FixSlugsButton />
      <DeleteAllButton />
    </TopToolbar>
  );
}

/**
 * Live figures (docs/behaviour.md §0): the real approved count, not an 85 % estimate, and how many
 * businesses the search and filters match (the list's own total), not just the 20 on the page.
 */
function ListStats() {
  const stats = useAdminStats();
  const { total, isPending } = useListContext();
  return (
    <Box sx={{ p: 2 }}>
      <StatCards
        columns={4}
        loading={stats.isPending}
        stats={[
          { label: 'app.stats.total', value: stats.data?.totalBusinesses },
          { label: 'app.stats.approved', value: stats.data?.approvedBusinesses },
          { label: 'app.stats.matching', value: total ?? 0, loading: isPending },
          { label: 'app.stats.categories', value: stats.data?.totalCategories },
        ]}
      />
    </Box>
  );
}

/**
 * The filters and the actions wrap onto more lines rather than push the page wider than the screen; an empty
 * list keeps both (no `empty` page) and links to the importer.
 */
const toolbarWraps = { '& .RaList-actions': { flexWrap: { sm: 'wrap' } } };

export function BusinessList() {
  const filters = useBusinessFilters();
  const phone = usePhone();
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      perPage={PAGE_SIZES.adminBusinesses}
      pagination={<Pagination rowsPerPageOptions={[PAGE_SIZES.adminBusinesses]} />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      queryOptions={{ staleTime: QUERY_CACHE.adminBusinessesStaleMs }}
      empty={false}
      sx={toolbarWraps}
    >
      <SelectionFollowsView />
      <ListStats />
      {phone ? <BusinessCards /> : <BusinessGrid />}
    </List>
  );
}
