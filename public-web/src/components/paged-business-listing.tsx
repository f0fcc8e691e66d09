import { Container, Grid } from '../ui/layout';
import { Typography } from '../ui/typography';
import { PagedBusinessGrid, type BusinessPageData } from './business-grid';
import styles from './paged-business-listing.module.css';
import { SideList, type SideListItem } from './side-list';
import { StateMessage } from './state-message';

/** One page of a category's or a city's businesses, as the API answers it. */
export interface BusinessListingPage extends BusinessPageData {
  businessCount: number;
}

interface PagedBusinessListingProps {
  data: BusinessListingPage | undefined;
  loading: boolean;
  emptyTitle: string;
  sideTitle: string;
  sideItems: SideListItem[];
}

/** docs/screens.md §2 category and city detail: the business grid with its pager, and the top list beside it. */
export function PagedBusinessListing({ data, loading, emptyTitle, sideTitle, sideItems }: PagedBusinessListingProps) {
  return (
    <Container maxWidth="lg" className={styles.listing}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }} className={styles.main}>
          {!loading && data?.businesses.length === 0 ? (
            <StateMessage title={emptyTitle} />
          ) : (
            <>
              <Typography variant="h6" component="h2" className={styles.heading}>
                Businesses
              </Typography>
              <PagedBusinessGrid data={data} total={data?.businessCount ?? 0} loading={loading} />
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
