import { Injectable, NotFoundException } from '@nestjs/common';
import type { OwnReview, PublicBusinessDetail, ReviewPage, ReviewSummary } from '@directory/shared';
import type { ListReviewsQueryDto } from './dto/review-requests.dto.js';
import { toOwnReview, toPublicReview } from './review.mappers.js';
import { ReviewsRepository } from './reviews.repository.js';

export const REVIEWS_PER_PAGE = 10;

/** docs/behaviour.md §13: what the public reads of a business's reviews, and what an author reads of theirs. */
@Injectable()
export class ReviewReadsService {
  constructor(private readonly reviews: ReviewsRepository) {}

  /** Published reviews of an approved business; a page past the end is empty. */
  async page(slug: string, query: ListReviewsQueryDto): Promise<ReviewPage> {
    const limit = query.limit ?? REVIEWS_PER_PAGE;
    const page = query.page ?? 1;
    // Both by slug, at once: one round trip, and no lookup of the business before them.
    const [summary, rows] = await Promise.all([
      this.reviews.summaryOfApproved(slug),
      this.reviews.publishedPage(slug, query.sort ?? 'helpful', limit, (page - 1) * limit),
    ]);
    if (!summary) throw new NotFoundException({ statusCode: 404, message: 'Business not found' });
    return {
      reviews: rows.map(toPublicReview),
      page,
      limit,
      total: summary.count,
      totalPages: Math.ceil(summary.count / limit),
      summary,
    };
  }

  /** `siteRating` of a business's detail: null while it has no published review. */
  async siteRating(businessId: number): Promise<{ average: number; count: number } | null> {
    const summary: ReviewSummary = await this.reviews.summary(businessId);
    return summary.count > 0 && summary.average !== null ? { average: summary.average, count: summary.count } : null;
  }

  /** `owner` of a business's detail, with `updatedAt` once the owner has edited the business. */
  async owner(businessId: number): Promise<PublicBusinessDetail['owner']> {
    const ownership = await this.reviews.ownership(businessId);
    if (!ownership) return null;
    const since = ownership.since.toISOString();
    return ownership.lastEditedAt
      ? { verified: true, since, updatedAt: ownership.lastEditedAt.toISOString() }
      : { verified: true, since };
  }

  async ofAccount(accountId: number): Promise<OwnReview[]> {
    return (await this.reviews.ofAccount(accountId)).map(toOwnReview);
  }
}
