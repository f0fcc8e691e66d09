import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type MouseEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { RetryButton } from '../../../components/state-actions';
import { StateMessage } from '../../../components/state-message';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isNotFound } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Container, Grid, Stack } from '../../../ui/layout';
import { Paper } from '../../../ui/surfaces';
import { Skeleton } from '../../../ui/feedback';
import { Typography } from '../../../ui/typography';
import { AddBusinessIcon } from '../../../ui/icons/add-business';
import { ArrowBackIcon } from '../../../ui/icons/arrow-back';
import { businessQueryOptions, useBusiness } from '../api/get-business';
import { AmenitiesCard } from './amenities-card';
import { BusinessHero } from './business-hero';
import styles from './business-page.module.css';
import { ContactCard } from './contact-card';
import { LocationCard } from './location-card';
import { NearbyCard } from './nearby-card';
import { BusinessReviewsSection } from '../../reviews/components/business-reviews-section';
import { OwnershipNote } from './ownership-note';
import { ReviewsCard } from './reviews-card';

function BusinessSkeleton() {
  return (
    <Stack spacing={3} aria-busy>
      <Skeleton variant="rounded" height={340} />
      <Grid container spacing={3}>
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={280} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

export function BusinessPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: business, isPending, isError, error, refetch } = useBusiness(slug);

  useDocumentTitle(
    business
      ? `${business.name} – ${business.category}`
      : isError && isNotFound(error)
        ? 'Business not found'
        : undefined,
  );

  // 'Back to Directory' returns to where the visitor came from when that is a page of this site (the
  // router's history index is above 0); otherwise, or without JavaScript, the link leads home. Read
  // in the click handler, never during render, so the server's markup and the first render agree.
  const backWhenFromThisSite = (event: MouseEvent<HTMLElement>) => {
    const state: unknown = window.history.state;
    const idx = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
    if (idx > 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && event.button === 0) {
      event.preventDefault();
      void navigate(-1);
    }
  };

  // Found through the name part only: show the canonical address without fetching again.
  useEffect(() => {
    if (business && business.slug !== slug) {
      queryClient.setQueryData(businessQueryOptions(business.slug).queryKey, business);
      navigate(`/business/${business.slug}`, { replace: true });
    }
  }, [business, slug, navigate, queryClient]);

  return (
    <div className={styles.page}>
      <Container maxWidth="lg">
        <Button to="/" onClick={backWhenFromThisSite} startIcon={<ArrowBackIcon />} className={styles.back}>
          Back to Directory
        </Button>

        {isPending ? (
          <>
            <Typography component="h1" className="visually-hidden">
              Loading business…
            </Typography>
            <BusinessSkeleton />
          </>
        ) : isError ? (
          isNotFound(error) ? (
            <StateMessage
              headingLevel="h1"
              title="Business not found"
              text="The business you're looking for doesn't exist or has been removed."
              action={
                <Button to="/" variant="contained">
                  Back to Home
                </Button>
              }
            />
          ) : (
            <StateMessage
              kind="error"
              headingLevel="h1"
              title="Unable to load this business"
              text="There was an error loading the business. Please try again later."
              action={<RetryButton onRetry={refetch} />}
            />
          )
        ) : (
          <Stack spacing={3}>
            <BusinessHero business={business} />
            <OwnershipNote business={business} />
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 6 }}>
                <ContactCard business={business} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <LocationCard business={business} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <AmenitiesCard amenities={business.amenities} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <ReviewsCard business={business} />
              </Grid>
              <Grid size={12}>
                <BusinessReviewsSection business={business} />
              </Grid>
              {business.nearby?.length > 0 && (
                <Grid size={12}>
                  <NearbyCard businesses={business.nearby} />
                </Grid>
              )}
            </Grid>
          </Stack>
        )}

        <Paper variant="outlined" className={styles.upload}>
          <div className={styles.uploadText}>
            <Typography variant="subtitle1" component="h2" className={styles.uploadTitle}>
              Is your business missing?
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Submit it for free — our team reviews every listing before it goes live.
            </Typography>
          </div>
          <Button to="/upload" variant="contained" startIcon={<AddBusinessIcon />}>
            Upload Business
          </Button>
        </Paper>
      </Container>
    </div>
  );
}
