import {
  PAGE_READS,
  QUERY_CACHE,
  type HelpfulVote,
  type OwnReview,
  type ReportReason,
  type ReviewSort,
  type ReviewWritten,
  type SuccessMessage,
} from '@directory/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiSend } from '../../../lib/api-client';
import { directoryQuery } from '../../../lib/directory-query';

/** A page of a business's published reviews, read as the server read it for the page (one key, one read). */
export const reviewsQueryOptions = (slug: string, sort: ReviewSort, page: number, limit: number) =>
  directoryQuery(PAGE_READS.reviews(slug, sort, page, limit), QUERY_CACHE.detailStaleMs);

export const useReviews = (slug: string, sort: ReviewSort, page: number, limit: number) =>
  useQuery(reviewsQueryOptions(slug, sort, page, limit));

/**
 * A call that changes what a business's review section shows: its reviews, its summary and its
 * detail (`siteRating`) are read again, and the author's own list on `/account`.
 */
function useReviewMutation<Input, Output>(slug: string, call: (input: Input) => Promise<Output>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      // The author's own review is known at once, so the list never offers Helpful on it while refetching.
      const written = (answer as Partial<ReviewWritten> | undefined)?.review;
      if (written) {
        queries.setQueryData<OwnReview[]>(['account', 'reviews'], (mine) =>
          mine ? [written, ...mine.filter((review) => review.id !== written.id)] : mine,
        );
      }
      return Promise.all([
        queries.invalidateQueries({ queryKey: ['reviews', slug] }),
        queries.invalidateQueries({ queryKey: ['business', slug] }),
        queries.invalidateQueries({ queryKey: ['account', 'reviews'] }),
      ]);
    },
  });
}

export interface ReviewInput {
  rating: number;
  text: string;
}

export const useWriteReview = (slug: string) =>
  useReviewMutation(slug, (input: ReviewInput) =>
    apiPost<ReviewWritten>(`/api/businesses/${encodeURIComponent(slug)}/reviews`, input),
  );

export const useEditReview = (slug: string) =>
  useReviewMutation(slug, ({ id, ...input }: ReviewInput & { id: number }) =>
    apiSend<ReviewWritten>('PUT', `/api/reviews/${id}`, input),
  );

export const useDeleteReview = (slug: string) =>
  useReviewMutation(slug, (id: number) => apiSend<SuccessMessage>('DELETE', `/api/reviews/${id}`));

/** Helpful votes change only the count beside the button, which the answer carries: nothing is read again. */
export const useHelpfulVote = () =>
  useMutation({ mutationFn: (id: number) => apiPost<HelpfulVote>(`/api/reviews/${id}/helpful`, {}) });

export const useReportReview = () =>
  useMutation({
    mutationFn: ({ id, ...report }: { id: number; reason: ReportReason; note?: string }) =>
      apiPost<unknown>(`/api/reviews/${id}/report`, report),
  });

export const useReply = (slug: string) =>
  useReviewMutation(slug, ({ id, text }: { id: number; text: string }) =>
    apiSend<unknown>('PUT', `/api/reviews/${id}/reply`, { text }),
  );

export const useDeleteReply = (slug: string) =>
  useReviewMutation(slug, (id: number) => apiSend<unknown>('DELETE', `/api/reviews/${id}/reply`));
