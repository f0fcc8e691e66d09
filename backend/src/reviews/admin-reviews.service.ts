import { Injectable, NotFoundException } from '@nestjs/common';
import { type AdminReview, type AdminReviewList, PAGE_SIZES, type SuccessMessage } from '@directory/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AdminActor } from '../auth/admin-principal.js';
import { BusinessVersionsService } from '../cache/business-versions.service.js';
import { paginationOf, requestedSlice } from '../common/paging/page-slice.js';
import type { ListAdminReviewsQueryDto } from './dto/list-admin-reviews.query.dto.js';
import { toAdminReview } from './review.mappers.js';
import { type ReviewWithContext, ReviewsRepository } from './reviews.repository.js';

/** The back office's 'Yorumlar': the queue, and each decision in the audit log. */
@Injectable()
export class AdminReviewsService {
  constructor(
    private readonly db: DataSource,
    private readonly reviews: ReviewsRepository,
    private readonly businessVersions: BusinessVersionsService,
    private readonly audit: AuditService,
  ) {}

  async list(query: ListAdminReviewsQueryDto): Promise<AdminReviewList> {
    const { page, limit, offset } = requestedSlice(query, PAGE_SIZES.adminBusinesses);
    const { rows, total } = await this.reviews.adminPage(
      { state: query.state, businessId: query.business, accountId: query.account, rating: query.rating },
      limit,
      offset,
    );
    return { reviews: rows.map(toAdminReview), pagination: paginationOf(page, limit, total) };
  }

  async publish(id: number, actor: AdminActor): Promise<{ success: true; review: AdminReview }> {
    await this.decide(id, actor, 'review.published', (manager) => this.reviews.decide(id, 'published', null, manager));
    return { success: true, review: await this.one(id) };
  }

  async reject(id: number, reason: string, actor: AdminActor): Promise<{ success: true; review: AdminReview }> {
    await this.decide(id, actor, 'review.rejected', (manager) => this.reviews.decide(id, 'rejected', reason, manager), {
      reason,
    });
    return { success: true, review: await this.one(id) };
  }

  async delete(id: number, actor: AdminActor): Promise<SuccessMessage> {
    await this.decide(id, actor, 'review.deleted', (manager) => this.reviews.delete(id, manager));
    return { success: true, message: 'Review deleted' };
  }

  private async decide(
    id: number,
    { admin, ip }: AdminActor,
    action: string,
    work: (manager: EntityManager) => Promise<void>,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    const review = await this.found(id);
    const bumped = await this.db.transaction(async (manager) => {
      await work(manager);
      await this.audit.record(
        admin,
        action,
        { reviewId: id, businessId: review.businessId, accountId: review.accountId, ...details },
        ip,
        manager,
      );
      return this.businessVersions.bump([review.businessSlug], manager);
    });
    this.businessVersions.observeAll(bumped);
  }

  private async one(id: number): Promise<AdminReview> {
    const { rows } = await this.reviews.adminPage({ id }, 1, 0);
    return toAdminReview(rows[0]!);
  }

  private async found(id: number): Promise<ReviewWithContext> {
    const review = await this.reviews.findWithContext(id);
    if (!review) throw new NotFoundException({ statusCode: 404, message: `Review ${id} not found` });
    return review;
  }
}
