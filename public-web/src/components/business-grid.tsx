import { PAGE_SIZES, type BusinessCard as BusinessCardData } from '@directory/shared';
import { formatNumber } from '../lib/format';
import { pageRange } from '../lib/paginate';
import { Grid } from '../ui/layout';
import { BusinessCard, BusinessCardSkeleton } from './business-card';
import { Pager } from './pager';
import { PastTheEnd, useIsPastTheEnd } from './past-the-end';

interface BusinessGridProps {
  businesses?: BusinessCardData[];
  loading?: boolean;
  skeletons?: number;
  columns?: 3 | 4;
}

export function BusinessGrid({ businesses = [], loading = false, skeletons = 6, columns = 3 }: BusinessGridProps) {
  const size = { xs: 12, sm: 6, md: columns === 4 ? 4 : 6, lg: columns === 4 ? 3 : 4 } as const;
  return (
    <Grid container spacing={2.5} aria-busy={loading}>
      {loading
        ? Array.from({ length: skeletons }, (_, i) => (
            <Grid key={i} size={size}>
              <BusinessCardSkeleton />
            </Grid>
          ))
        : businesses.map((business, i) => (
            <Grid key={business.id} size={size}>
              <BusinessCard business={business} priority={i === 0} />
            </Grid>
          ))}
    </Grid>
  );
}

/** One page of businesses as the API answers it (search, category, city). */
export interface BusinessPageData {
  businesses: BusinessCardData[];
  page: number;
  limit: number;
  totalPages: number;
}

interface PagedBusinessGridProps {
  data: BusinessPageData | undefined;
  /** Businesses on every page together. */
  total: number;
  loading: boolean;
}

/** A server page of businesses with its pager: 'Showing {from} - {to} of {total} businesses'. */
export function PagedBusinessGrid({ data, total, loading }: PagedBusinessGridProps) {
  const range = data && pageRange(data.page, data.limit, data.businesses.length, total);
  const pastTheEnd = useIsPastTheEnd(data?.page);
  if (data && pastTheEnd) return <PastTheEnd totalPages={data.totalPages} />;
  return (
    <>
      <BusinessGrid businesses={data?.businesses} loading={loading} skeletons={PAGE_SIZES.businessGrid} />
      {data && range && (
        <Pager
          page={data.page}
          totalPages={data.totalPages}
          summary={`Showing ${range.from} - ${range.to} of ${formatNumber(total)} businesses`}
        />
      )}
    </>
  );
}
