import { PAGE_SIZES } from '@directory/shared';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/form/error-alert';
import { useHydrated } from '../../../hooks/use-hydrated';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/feedback';
import { Divider } from '../../../ui/layout';
import { Link } from '../../../ui/link';
import { Typography } from '../../../ui/typography';
import { useMe } from '../../account/api/account-api';
import { AccountCard } from '../../account/components/account-card';
import { AccountSection } from '../../account/components/account-section';
import { useReviews } from '../../reviews/api/reviews-api';
import { ReviewList } from '../../reviews/components/review-list';
import { useOwnerBusiness } from '../api/owner-api';
import { ChangeRequestForm } from './change-request-form';
import { OwnerEditForm } from './owner-edit-form';
import styles from './owner-business-page.module.css';

/** `/account/businesses/{id}`: the verified owner's dashboard (docs/behaviour.md §14.1). */
export function OwnerBusinessPage() {
  const { id = '' } = useParams();
  const hydrated = useHydrated();
  const me = useMe();
  const owned = useOwnerBusiness(id, Boolean(me.data));

  let body: ReactNode;
  if (!hydrated || (me.isFetching && !me.data) || (me.data && owned.isPending)) {
    body = <Spinner size={24} aria-label="Loading your business" />;
  } else if (!me.data) {
    body = (
      <Alert severity="info">
        <Link to={`/account/login?next=${encodeURIComponent(`/account/businesses/${id}`)}`}>Sign in</Link> to manage
        your business.
      </Alert>
    );
  } else if (owned.isError) {
    body = <ErrorAlert error={owned.error} />;
  } else {
    const { business, changeRequests } = owned.data!;
    body = (
      <>
        <Link to={`/business/${business.slug}`}>See the public page</Link>
        <AccountSection title="Details">
          <OwnerEditForm key={business.id} business={business} />
        </AccountSection>
        <Divider />
        <AccountSection title="Name, category and location">
          <Typography color="text.secondary" className={styles.note}>
            These identify the business: an administrator checks each change before it shows.
          </Typography>
          <ChangeRequestForm business={business} requests={changeRequests} />
        </AccountSection>
        <Divider />
        <AccountSection title="Reviews">
          <OwnerReviews slug={business.slug} />
        </AccountSection>
      </>
    );
  }
  return (
    <AccountCard title={owned.data ? `Manage ${owned.data.business.name}` : 'Manage your business'} wide>
      {body}
    </AccountCard>
  );
}

/** The business's newest reviews, each with the owner's reply box. */
function OwnerReviews({ slug }: { slug: string }) {
  const reviews = useReviews(slug, 'newest', 1, PAGE_SIZES.reviewsPage);
  const me = useMe().data ?? null;
  if (reviews.isPending) return <Spinner size={20} aria-label="Loading reviews" />;
  if (reviews.isError) return <ErrorAlert error={reviews.error} />;
  if (reviews.data.reviews.length === 0) return <Typography color="text.secondary">No reviews yet.</Typography>;
  return (
    <>
      <ReviewList
        reviews={reviews.data.reviews}
        slug={slug}
        viewer={{ viewer: 'owner', me, own: undefined, ownPending: false }}
      />
      {reviews.data.total > reviews.data.reviews.length && (
        <Link to={`/business/${slug}/reviews?sort=newest`}>All {reviews.data.total} reviews</Link>
      )}
    </>
  );
}
