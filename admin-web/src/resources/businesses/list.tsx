import { Box, Chip, Typography } from '@mui/material';
import { ADMIN_BUSINESS_SORT_KEYS, type AdminBusiness, PAGE_SIZES, QUERY_CACHE } from '@directory/shared';
import {
  BulkDeleteButton,
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  EditButton,
  FunctionField,
  List,
  NumberField,
  Pagination,
  type RaRecord,
  SearchInput,
  SelectInput,
  SortButton,
  TextField,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { StatCards } from '../../components/stat-card';
import { ListEmpty } from '../../components/list-empty';
import { useAdminCategories, useAdminStats, useCountryCodes } from '../../providers/queries';
import { ApproveButton } from './approve-button';
import { ExportCsvButton } from './export-dialog';
import { DeleteAllButton, DeleteTestDataButton, FixSlugsButton } from './maintenance-buttons';

/** SPEC §2 "Category filter: the first 20 categories plus 'all'"; the filter value is the slug (CONTRACT §4). */
function useFilters() {
  const translate = useTranslate();
  const categories = useAdminCategories();
  const countries = useCountryCodes();
  const categoryChoices = (categories.data ?? [])
    .slice(0, PAGE_SIZES.adminCategoryFilter)
    .map((c) => ({ id: c.slug, name: `${c.category} (${c.count})` }));
  const countryChoices = (countries.data ?? []).map((code) => ({ id: code, name: code }));
  return [
    <SearchInput key="search" source="search" alwaysOn placeholder={translate('app.businesses.search')} />,
    <SelectInput
      key="category"
      source="category"
      label="resources.businesses.fields.category"
      choices={categoryChoices}
      emptyText="app.businesses.all_categories"
      isPending={categories.isPending}
      alwaysOn
    />,
    <SelectInput
      key="country"
      source="country"
      label="resources.businesses.fields.countryCode"
      choices={countryChoices}
      emptyText="app.businesses.all_countries"
      isPending={countries.isPending}
      alwaysOn
    />,
    <SelectInput
      key="approved"
      source="approved"
      label="app.businesses.approval"
      choices={[
        { id: 'true', name: 'app.businesses.only_approved' },
        { id: 'false', name: 'app.businesses.only_pending' },
      ]}
      emptyText="app.businesses.all_states"
      format={(value: unknown) => (value === undefined || value === null ? '' : String(value))}
      parse={(value: string) => (value === '' ? '' : value === 'true')}
      alwaysOn
    />,
  ];
}

function ListActions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <SortButton fields={[...ADMIN_BUSINESS_SORT_KEYS]} />
      <ExportCsvButton />
      <DeleteTestDataButton />
      <FixSlugsButton />
      <DeleteAllButton />
    </TopToolbar>
  );
}

/** Live figures (CONTRACT §0): the real approved count, not an 85 % estimate. */
function ListStats() {
  const stats = useAdminStats();
  const { data, isPending } = useListContext();
  return (
    <Box sx={{ p: 2 }}>
      <StatCards
        columns={4}
        loading={stats.isPending}
        stats={[
          { label: 'app.stats.total', value: stats.data?.totalBusinesses },
          { label: 'app.stats.approved', value: stats.data?.approvedBusinesses },
          { label: 'app.stats.on_page', value: data?.length ?? 0, loading: isPending },
          { label: 'app.stats.categories', value: stats.data?.totalCategories },
        ]}
      />
    </Box>
  );
}

const approvedRow = (record: RaRecord) =>
  record.isApproved ? { bgcolor: 'rgba(46, 125, 50, 0.06)', boxShadow: 'inset 4px 0 0 #2e7d32' } : {};

export function BusinessList() {
  const filters = useFilters();
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      perPage={PAGE_SIZES.adminBusinesses}
      pagination={<Pagination rowsPerPageOptions={[PAGE_SIZES.adminBusinesses]} />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      queryOptions={{ staleTime: QUERY_CACHE.adminBusinessesStaleMs }}
      empty={<ListEmpty message="resources.businesses.empty" />}
    >
      <ListStats />
      <Datagrid
        rowClick="edit"
        rowSx={approvedRow}
        empty={<ListEmpty message="resources.businesses.empty" />}
        bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
      >
        <FunctionField<AdminBusiness>
          source="name"
          render={(record) => (
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {record.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                #{record.id} · {record.slug}
              </Typography>
            </Box>
          )}
        />
        <FunctionField<AdminBusiness>
          source="category"
          sortable={false}
          render={(record) => <Chip size="small" label={record.category} />}
        />
        <FunctionField<AdminBusiness>
          source="address"
          sortable={false}
          render={(record) => (
            <Box>
              <Typography variant="body2">{record.address}</Typography>
              <Typography variant="caption" color="text.secondary">
                {[record.city, record.countryCode].filter(Boolean).join(', ')}
              </Typography>
            </Box>
          )}
        />
        <TextField source="phone" sortable={false} emptyText="–" />
        <NumberField source="rating" options={{ minimumFractionDigits: 1, maximumFractionDigits: 1 }} emptyText="–" />
        <NumberField source="reviewCount" />
        <DateField source="createdAt" />
        <FunctionField label="app.businesses.approval" render={() => <ApproveButton />} />
        <EditButton />
        <DeleteWithConfirmButton mutationMode="pessimistic" confirmColor="warning" />
      </Datagrid>
    </List>
  );
}
