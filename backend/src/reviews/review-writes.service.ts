import {
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  type HelpfulVote,
  type OwnerReply,
  REPORTS_THAT_HOLD,
  reviewHeldBecause,
  type ReviewWritten,
  type SuccessMessage,
} from '@directory/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { type AccountPrincipal, assertMayWrite } from '../accounts/account-principal.js';
import { BusinessVersionsService } from '../cache/business-versions.service.js';
import { RateLimitService } from '../cache/rate-limit.service.js';
import { TOO_MANY_REQUESTS } from '../cache/rate-limit.guard.js';
import { SettingsService } from '../settings/settings.service.js';
import type { EditReviewDto, ReportReviewDto, WriteReviewDto } from './dto/review-requests.dto.js';
import { REVIEWS_PER_ACCOUNT, REVIEWS_PER_IP } from './review-limits.js';
import { ownerReplyOf, toOwnReview } from './review.mappers.js';
import { type ReviewRow, ReviewsRepository } from './reviews.repository.js';

const UNVERIFIED = 'Confirm your e-mail address before writing reviews.';

/** docs/behaviour.md §13: what visitors and owners write under a business, each write invalidating only that business. */
@Injectable()
export class ReviewWritesService {
  constructor(
    private readonly db: DataSource,
    private readonly reviews: ReviewsRepository,
    private readonly settings: SettingsService,
    private readonly limits: RateLimitService,
    private readonly businessVersions: BusinessVersionsService,
  ) {}

  async write(slug: string, account: AccountPrincipal, dto: WriteReviewDto, ip: string | null): Promise<ReviewWritten> {
    mayWrite(account);
    const business = await this.reviews.approvedBusiness(slug);
    if (!business) throw new NotFoundException({ statusCode: 404, message: 'Business not found' });
    if (business.ownerAccountId === account.id) {
      throw new ForbiddenException({ statusCode: 403, message: 'Owners cannot review their own business.' });
    }
    if (await this.reviews.hasReviewed(business.id, account.id)) throw alreadyReviewed();
    const heldBecause = await this.heldBecause(dto.text);
    await this.countAgainstLimits(account.id, ip);
    const id = await this.touching(business.slug, (manager) =>
      this.reviews.insert(
        {
          businessId: business.id,
          accountId: account.id,
          rating: dto.rating,
          text: dto.text,
          state: heldBecause.length ? 'pending' : 'published',
          heldBecause,
        },
        manager,
      ),
    );
    if (id === null) {
      throw new ConflictException({
        statusCode: 409,
        message: 'You already reviewed this business: edit your review instead.',
      });
    }
    return { review: toOwnReview((await this.reviews.findWithContext(id))!) };
  }

  /** The author's edit, judged again by the moderation rules. */
  async edit(id: number, account: AccountPrincipal, dto: EditReviewDto): Promise<ReviewWritten> {
    mayWrite(account);
    const review = await this.found(id);
    if (review.accountId !== account.id) throw notYours();
    const text = dto.text ?? review.text;
    const heldBecause = await this.heldBecause(text);
    const slug = await this.slugOf(id);
    await this.touching(slug, (manager) =>
      this.reviews.edit(
        id,
        { rating: dto.rating ?? review.rating, text, state: heldBecause.length ? 'pending' : 'published', heldBecause },
        manager,
      ),
    );
    return { review: toOwnReview((await this.reviews.findWithContext(id))!) };
  }

  /** By its author, or by an admin (`account` null). */
  async delete(id: number, account: AccountPrincipal | null): Promise<SuccessMessage> {
    const review = await this.found(id);
    if (account && review.accountId !== account.id) throw notYours();
    await this.touching(await this.slugOf(id), (manager) => this.reviews.delete(id, manager));
    return { success: true, message: 'Review deleted' };
  }

  async toggleHelpful(id: number, account: AccountPrincipal): Promise<HelpfulVote> {
    mayWrite(account);
    const review = await this.published(id);
    if (review.accountId === account.id) {
      throw new ForbiddenException({ statusCode: 403, message: 'You cannot vote for your own review.' });
    }
    return this.touching(await this.slugOf(id), (manager) => this.reviews.toggleVote(id, account.id, manager));
  }

  /** One report per account; the third open one sends the review back to the queue. */
  async report(id: number, account: AccountPrincipal, dto: ReportReviewDto): Promise<SuccessMessage> {
    mayWrite(account);
    const review = await this.published(id);
    if (review.accountId === account.id) {
      throw new ForbiddenException({ statusCode: 403, message: 'You cannot report your own review.' });
    }
    const reported = await this.touching(await this.slugOf(id), async (manager) => {
      const reportId = await this.reviews.addReport(id, account.id, dto.reason, dto.note ?? null, manager);
      if (reportId !== null) await this.reviews.holdWhenReported(id, REPORTS_THAT_HOLD, manager);
      return reportId !== null;
    });
    if (!reported) throw new ConflictException({ statusCode: 409, message: 'You already reported this review.' });
    return { success: true, message: 'Thank you. An administrator will look at this review.' };
  }

  /** The business's verified owner answers once, and may edit or remove the answer. */
  async reply(id: number, account: AccountPrincipal, text: string | null): Promise<{ ownerReply: OwnerReply | null }> {
    mayWrite(account);
    await this.found(id);
    const business = await this.reviews.businessOf(id);
    if (!business || business.ownerAccountId !== account.id) {
      throw new ForbiddenException({ statusCode: 403, message: "Only the business's verified owner can reply." });
    }
    await this.touching(business.slug, (manager) =>
      text === null ? this.reviews.clearReply(id, manager) : this.reviews.setReply(id, text, manager),
    );
    return { ownerReply: ownerReplyOf((await this.reviews.findById(id))!) };
  }

  /** Runs `work` in a transaction that also bumps the business's cache version, then switches this instance to it. */
  private async touching<T>(slug: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const { result, bumped } = await this.db.transaction(async (manager) => {
      const result = await work(manager);
      return { result, bumped: await this.businessVersions.bump([slug], manager) };
    });
    this.businessVersions.observeAll(bumped);
    return result;
  }

  private async heldBecause(text: string) {
    const { review_moderation, review_blocklist } = await this.settings.get();
    return reviewHeldBecause(text, { moderation: review_moderation, blocklist: review_blocklist });
  }

  private async countAgainstLimits(accountId: number, ip: string | null): Promise<void> {
    const [byAccount, byIp] = await Promise.all([
      this.limits.hit(REVIEWS_PER_ACCOUNT, String(accountId)),
      this.limits.hit(REVIEWS_PER_IP, ip ?? 'unknown'),
    ]);
    if (!byAccount.allowed || !byIp.allowed) {
      throw new HttpException(
        { statusCode: HttpStatus.TOO_MANY_REQUESTS, message: TOO_MANY_REQUESTS, error: 'Too Many Requests' },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }

  private async found(id: number): Promise<ReviewRow> {
    const review = await this.reviews.findById(id);
    if (!review) throw new NotFoundException({ statusCode: 404, message: 'Review not found' });
    return review;
  }

  /** A review the public sees; votes and reports are for those only. */
  private async published(id: number): Promise<ReviewRow> {
    const review = await this.found(id);
    if (review.state !== 'published') throw new NotFoundException({ statusCode: 404, message: 'Review not found' });
    return review;
  }

  private async slugOf(id: number): Promise<string> {
    return (await this.reviews.businessOf(id))!.slug;
  }
}

const mayWrite = (account: AccountPrincipal) => assertMayWrite(account, UNVERIFIED);

function alreadyReviewed(): ConflictException {
  return new ConflictException({
    statusCode: 409,
    message: 'You already reviewed this business: edit your review instead.',
  });
}

function notYours(): ForbiddenException {
  return new ForbiddenException({ statusCode: 403, message: 'Only its author can change this review.' });
}
