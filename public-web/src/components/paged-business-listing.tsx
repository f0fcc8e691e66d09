import { Container, Grid, Typography } from '@mui/material';
import { type BusinessCard, PAGE_SIZES } from '@directory/shared';
import { formatNumber } from '../lib/format';
import { pageRange } from '../lib/paginate';
import { BusinessGrid } from './business-grid';
import { Pager } from './pager';
import { SideList, type SideListItem } from './side-list';
import { StateMessage } from './state-message';

/** One page of a category's or a city's businesses, as the API answers it. */
export interface BusinessListingPage {
  businesses: BusinessCard[];
  page: number;
  limit: number;
  totalPages: number;
  businessCount: number;
}

interface PagedBusinessListingProps {
  data: BusinessListingPage | undefined;
  /** The page asked for, shown while its answer loads. */
  page: number;
  loading: boolean;
  emptyTitle: string;
  onPageChange: (page: number) => void;
  sideTitle: string;
  sideItems: SideListItem[];
}

/** Spec §2 category and city detail: the business grid with its pager, and the top list beside it. */
export function PagedBusinessListing({
  data,
  page,
  loading,
  emptyTitle,
  onPageChange,
  sideTitle,
  sideItems,
}: PagedBusinessListingProps) {
  const range = pageRange(
    data?.page ?? page,
    data?.limit ?? PAGE_SIZES.businessGrid,
    data?.businesses.length ?? 0,
    data?.businessCount ?? 0,
  );
  return (
    <Container maxWidth="lg" sx={{ py: 5 }}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8, lg: 9 }}>
          {!loading && data?.businesses.length === 0 ? (
            <StateMessage title={emptyTitle} />
          ) : (
            <>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                Businesses
              </Typography>
              <BusinessGrid businesses={data?.businesses} loading={loading} skeletons={PAGE_SIZES.businessGrid} />
              {data && (
                <Pager
                  page={data.page}
                  totalPages={data.totalPages}
                  onPageChange={onPageChange}
                  summary={`Showing ${range.from} - ${range.to} of ${formatNumber(data.businessCount)} businesses`}
                />
              )}
            </>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4, lg: 3 }}>
          <SideList title={sideTitle} items={sideItems} loading={loading} />
        </Grid>
      </Grid>
    </Container>
  );
}
