import type { HeldReason, ReportReason, ReviewSort, ReviewState, ReviewSummary } from '@directory/shared';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

export interface ReviewRow {
  id: number;
  businessId: number;
  accountId: number;
  rating: number;
  text: string;
  state: ReviewState;
  heldBecause: HeldReason[];
  rejectionReason: string | null;
  helpfulCount: number;
  createdAt: Date;
  editedAt: Date | null;
  replyText: string | null;
  replyCreatedAt: Date | null;
  replyEditedAt: Date | null;
}

/** A review with its business and author, as the account pages and the back office show it. */
export interface ReviewWithContext extends ReviewRow {
  businessName: string;
  businessSlug: string;
  authorName: string;
  authorEmail: string;
}

export interface ReviewedBusiness {
  id: number;
  name: string;
  slug: string;
  ownerAccountId: number | null;
}

const COLUMNS = `r.id, r.business_id AS "businessId", r.account_id AS "accountId", r.rating, r.text, r.state,
  r.held_because AS "heldBecause", r.rejection_reason AS "rejectionReason", r.helpful_count AS "helpfulCount",
  r.created_at AS "createdAt", r.edited_at AS "editedAt", r.reply_text AS "replyText",
  r.reply_created_at AS "replyCreatedAt", r.reply_edited_at AS "replyEditedAt"`;

const CONTEXT_COLUMNS = `${COLUMNS}, b.name AS "businessName", b.slug AS "businessSlug",
  a.display_name AS "authorName", a.email AS "authorEmail"`;

const PUBLIC_ORDER: Record<ReviewSort, string> = {
  helpful: 'r.helpful_count DESC, r.created_at DESC, r.id DESC',
  newest: 'r.created_at DESC, r.id DESC',
  highest: 'r.rating DESC, r.created_at DESC, r.id DESC',
  lowest: 'r.rating ASC, r.created_at DESC, r.id DESC',
};

/** The summary of a business without published reviews (or one deleted meanwhile). */
const NO_REVIEWS: ReviewSummary = { average: null, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };

/** A review the public sees: published, by an account that is not blocked. */
const VISIBLE = `r.state = 'published' AND a.blocked_at IS NULL`;

/** The tables reviews, review_votes and review_reports. */
@Injectable()
export class ReviewsRepository {
  constructor(private readonly db: DataSource) {}

  /** An approved business by its slug, with its verified owner. */
  async approvedBusiness(slug: string): Promise<ReviewedBusiness | null> {
    const rows: ReviewedBusiness[] = await this.db.query(
      `SELECT b.id, b.name, b.slug, o.account_id AS "ownerAccountId"
       FROM businesses b LEFT JOIN business_owners o ON o.business_id = b.id
       WHERE b.slug = $1 AND b.is_approved`,
      [slug],
    );
    return rows[0] ?? null;
  }

  /** When the business got its verified owner, or null. */
  /** Since when the business has its verified owner, and when the owner last edited it. */
  async ownership(businessId: number): Promise<{ since: Date; lastEditedAt: Date | null } | null> {
    const rows: Array<{ since: Date; lastEditedAt: Date | null }> = await this.db.query(
      `SELECT since, last_edited_at AS "lastEditedAt" FROM business_owners WHERE business_id = $1`,
      [businessId],
    );
    return rows[0] ?? null;
  }

  async businessOf(reviewId: number): Promise<ReviewedBusiness | null> {
    const rows: ReviewedBusiness[] = await this.db.query(
      `SELECT b.id, b.name, b.slug, o.account_id AS "ownerAccountId"
       FROM reviews r JOIN businesses b ON b.id = r.business_id LEFT JOIN business_owners o ON o.business_id = b.id
       WHERE r.id = $1`,
      [reviewId],
    );
    return rows[0] ?? null;
  }

  async hasReviewed(businessId: number, accountId: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM reviews WHERE business_id = $1 AND account_id = $2`, [
      businessId,
      accountId,
    ]);
    return rows.length > 0;
  }

  /** The new review's id, or null when this account already reviewed this business. */
  async insert(
    review: Pick<ReviewRow, 'businessId' | 'accountId' | 'rating' | 'text' | 'state' | 'heldBecause'>,
    manager: EntityManager,
  ): Promise<number | null> {
    const rows: Array<{ id: number }> = await manager.query(
      `INSERT INTO reviews (business_id, account_id, rating, text, state, held_because)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT ON CONSTRAINT uq_reviews_business_account DO NOTHING RETURNING id`,
      [review.businessId, review.accountId, review.rating, review.text, review.state, review.heldBecause],
    );
    return rows[0]?.id ?? null;
  }

  async findById(id: number, manager: EntityManager = this.db.manager): Promise<ReviewRow | null> {
    const rows: ReviewRow[] = await manager.query(`SELECT ${COLUMNS} FROM reviews r WHERE r.id = $1`, [id]);
    return rows[0] ?? null;
  }

  async findWithContext(id: number, manager: EntityManager = this.db.manager): Promise<ReviewWithContext | null> {
    const rows: ReviewWithContext[] = await manager.query(
      `SELECT ${CONTEXT_COLUMNS} FROM reviews r JOIN businesses b ON b.id = r.business_id JOIN accounts a ON a.id = r.account_id
       WHERE r.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** The author's edit: a new rating and text, judged again (state and why it is held); a rejection's reason goes. */
  async edit(
    id: number,
    change: Pick<ReviewRow, 'rating' | 'text' | 'state' | 'heldBecause'>,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE reviews SET rating = $2, text = $3, state = $4, held_because = $5, rejection_reason = NULL, edited_at = now()
       WHERE id = $1`,
      [id, change.rating, change.text, change.state, change.heldBecause],
    );
  }

  async delete(id: number, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM reviews WHERE id = $1`, [id]);
  }

  /** An admin's decision; the open reports are settled with it. */
  async decide(id: number, state: 'published' | 'rejected', reason: string | null, manager: EntityManager) {
    await manager.query(`UPDATE reviews SET state = $2, rejection_reason = $3, held_because = '{}' WHERE id = $1`, [
      id,
      state,
      reason,
    ]);
    await manager.query(`UPDATE review_reports SET resolved_at = now() WHERE review_id = $1 AND resolved_at IS NULL`, [
      id,
    ]);
  }

  /** A page of an approved business's published reviews, found by its slug (none when there is no such business). */
  async publishedPage(
    slug: string,
    sort: ReviewSort,
    limit: number,
    offset: number,
  ): Promise<Array<ReviewRow & { authorName: string }>> {
    return this.db.query(
      `SELECT ${COLUMNS}, a.display_name AS "authorName"
       FROM businesses b JOIN reviews r ON r.business_id = b.id JOIN accounts a ON a.id = r.account_id
       WHERE b.slug = $1 AND b.is_approved AND ${VISIBLE}
       ORDER BY ${PUBLIC_ORDER[sort]} LIMIT $2 OFFSET $3`,
      [slug, limit, offset],
    );
  }

  /** The published reviews' count, average (one decimal) and count per star, counted afresh. */
  async summary(businessId: number): Promise<ReviewSummary> {
    return (await this.summaryWhere('b.id = $1', businessId)) ?? NO_REVIEWS;
  }

  /** `summary` of an approved business found by its slug; null when there is no such business. */
  summaryOfApproved(slug: string): Promise<ReviewSummary | null> {
    return this.summaryWhere('b.slug = $1 AND b.is_approved', slug);
  }

  private async summaryWhere(businessIs: string, value: number | string): Promise<ReviewSummary | null> {
    const [row] = (await this.db.query(
      `SELECT count(v.rating)::int AS count, round(avg(v.rating), 1)::float AS average,
              count(*) FILTER (WHERE v.rating = 1)::int AS "1", count(*) FILTER (WHERE v.rating = 2)::int AS "2",
              count(*) FILTER (WHERE v.rating = 3)::int AS "3", count(*) FILTER (WHERE v.rating = 4)::int AS "4",
              count(*) FILTER (WHERE v.rating = 5)::int AS "5"
       FROM businesses b
       LEFT JOIN LATERAL (
         SELECT r.rating FROM reviews r JOIN accounts a ON a.id = r.account_id WHERE r.business_id = b.id AND ${VISIBLE}
       ) v ON true
       WHERE ${businessIs}
       GROUP BY b.id`,
      [value],
    )) as Array<Record<'count' | '1' | '2' | '3' | '4' | '5', number> & { average: number | null }>;
    if (!row) return null;
    const { count, average } = row;
    return { average, count, distribution: { 1: row['1'], 2: row['2'], 3: row['3'], 4: row['4'], 5: row['5'] } };
  }

  /**
   * Toggles one account's helpful vote and recounts, in one transaction; the review's new count and
   * whether the vote now stands.
   */
  async toggleVote(
    reviewId: number,
    accountId: number,
    manager: EntityManager,
  ): Promise<{ helpful: boolean; helpfulCount: number }> {
    const removed: Array<unknown> = (
      (await manager.query(`DELETE FROM review_votes WHERE review_id = $1 AND account_id = $2 RETURNING 1`, [
        reviewId,
        accountId,
      ])) as [unknown[], number]
    )[0];
    if (removed.length === 0) {
      await manager.query(`INSERT INTO review_votes (review_id, account_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
        reviewId,
        accountId,
      ]);
    }
    const [row] = (await manager.query(
      `UPDATE reviews SET helpful_count = (SELECT count(*) FROM review_votes WHERE review_id = $1) WHERE id = $1
       RETURNING helpful_count AS "helpfulCount"`,
      [reviewId],
    )) as [Array<{ helpfulCount: number }>, number];
    return { helpful: removed.length === 0, helpfulCount: row[0]!.helpfulCount };
  }

  /** The report's id, or null when this account already reported this review. */
  async addReport(
    reviewId: number,
    accountId: number,
    reason: ReportReason,
    note: string | null,
    manager: EntityManager,
  ): Promise<number | null> {
    const rows: Array<{ id: number }> = await manager.query(
      `INSERT INTO review_reports (review_id, account_id, reason, note) VALUES ($1, $2, $3, $4)
       ON CONFLICT ON CONSTRAINT uq_review_reports_review_account DO NOTHING RETURNING id`,
      [reviewId, accountId, reason, note],
    );
    return rows[0]?.id ?? null;
  }

  /** Sends a published review with this many open reports back to the queue; true when it did. */
  async holdWhenReported(reviewId: number, reports: number, manager: EntityManager): Promise<boolean> {
    const [rows] = (await manager.query(
      `UPDATE reviews SET state = 'pending', held_because = array_append(held_because, 'reports')
       WHERE id = $1 AND state = 'published'
         AND (SELECT count(*) FROM review_reports WHERE review_id = $1 AND resolved_at IS NULL) >= $2
       RETURNING id`,
      [reviewId, reports],
    )) as [unknown[], number];
    return rows.length > 0;
  }

  async setReply(id: number, text: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE reviews SET reply_text = $2,
         reply_edited_at = CASE WHEN reply_text IS NULL THEN NULL ELSE now() END,
         reply_created_at = coalesce(reply_created_at, now())
       WHERE id = $1`,
      [id, text],
    );
  }

  async clearReply(id: number, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE reviews SET reply_text = NULL, reply_created_at = NULL, reply_edited_at = NULL WHERE id = $1`,
      [id],
    );
  }

  /** One account's reviews, newest first, whatever their state. */
  async ofAccount(accountId: number): Promise<ReviewWithContext[]> {
    return this.db.query(
      `SELECT ${CONTEXT_COLUMNS} FROM reviews r JOIN businesses b ON b.id = r.business_id JOIN accounts a ON a.id = r.account_id
       WHERE r.account_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
      [accountId],
    );
  }

  async votesOf(accountId: number): Promise<Array<{ reviewId: number; createdAt: Date }>> {
    return this.db.query(
      `SELECT review_id AS "reviewId", created_at AS "createdAt" FROM review_votes WHERE account_id = $1 ORDER BY created_at`,
      [accountId],
    );
  }

  async reportsOf(
    accountId: number,
  ): Promise<Array<{ reviewId: number; reason: ReportReason; note: string | null; createdAt: Date }>> {
    return this.db.query(
      `SELECT review_id AS "reviewId", reason, note, created_at AS "createdAt" FROM review_reports WHERE account_id = $1 ORDER BY created_at`,
      [accountId],
    );
  }

  /** The slugs of the businesses whose public reviews an account's reviews or votes are part of. */
  async businessesTouchedBy(accountId: number, manager: EntityManager = this.db.manager): Promise<string[]> {
    const rows: Array<{ slug: string }> = await manager.query(
      `SELECT DISTINCT b.slug FROM businesses b JOIN reviews r ON r.business_id = b.id
       WHERE r.account_id = $1 OR r.id IN (SELECT review_id FROM review_votes WHERE account_id = $1)`,
      [accountId],
    );
    return rows.map((r) => r.slug);
  }

  /** Takes an account's votes out of the counts before the account goes (the rows go with it by cascade). */
  async withdrawVotesOf(accountId: number, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE reviews SET helpful_count = helpful_count - 1
       WHERE id IN (SELECT review_id FROM review_votes WHERE account_id = $1)`,
      [accountId],
    );
  }

  /** The back office's queue: pending first, then newest; with each review's open and settled reports. */
  async adminPage(
    filter: { id?: number; state?: ReviewState; businessId?: number; accountId?: number; rating?: number },
    limit: number,
    offset: number,
  ): Promise<{
    rows: Array<
      ReviewWithContext & { reports: Array<{ reason: ReportReason; note: string | null; createdAt: string }> }
    >;
    total: number;
  }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (condition: string, value: unknown) => {
      params.push(value);
      where.push(condition.replace('?', `$${params.length}`));
    };
    if (filter.id) add('r.id = ?', filter.id);
    if (filter.state) add('r.state = ?', filter.state);
    if (filter.businessId) add('r.business_id = ?', filter.businessId);
    if (filter.accountId) add('r.account_id = ?', filter.accountId);
    if (filter.rating) add('r.rating = ?', filter.rating);
    const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, counted] = await Promise.all([
      this.db.query(
        `SELECT ${CONTEXT_COLUMNS},
           coalesce((SELECT json_agg(json_build_object('reason', p.reason, 'note', p.note, 'createdAt', p.created_at) ORDER BY p.created_at)
                     FROM review_reports p WHERE p.review_id = r.id), '[]') AS reports
         FROM reviews r JOIN businesses b ON b.id = r.business_id JOIN accounts a ON a.id = r.account_id
         ${condition}
         ORDER BY (r.state = 'pending') DESC, r.created_at DESC, r.id DESC
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, offset],
      ),
      this.db.query(`SELECT count(*)::int AS total FROM reviews r ${condition}`, params) as Promise<
        Array<{ total: number }>
      >,
    ]);
    return { rows, total: counted[0]?.total ?? 0 };
  }
}
