import { REPORT_REASONS, REVIEW_LIMITS, REVIEW_SORTS, type ReportReason, type ReviewSort } from '@directory/shared';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { OptionalText, RequiredText } from '../../common/text-length.validator.js';

const RATING_MESSAGE = 'Rating must be a whole number from 1 to 5';

/** `POST /api/businesses/{slug}/reviews`: a rating and plain text (markup is kept as text, never rendered). */
export class WriteReviewDto {
  @IsInt({ message: RATING_MESSAGE })
  @Min(1, { message: RATING_MESSAGE })
  @Max(5, { message: RATING_MESSAGE })
  rating: number;

  @RequiredText('Review', REVIEW_LIMITS.text)
  text: string;
}

/** `PUT /api/reviews/{id}`: what the author changes. */
export class EditReviewDto {
  @IsOptional()
  @IsInt({ message: RATING_MESSAGE })
  @Min(1, { message: RATING_MESSAGE })
  @Max(5, { message: RATING_MESSAGE })
  rating?: number;

  @IsOptional()
  @RequiredText('Review', REVIEW_LIMITS.text)
  text?: string;
}

/** `GET /api/businesses/{slug}/reviews?sort&page&limit`: 10 a page by default, 1–50. */
export class ListReviewsQueryDto {
  @IsOptional()
  @IsIn(REVIEW_SORTS, { message: `sort must be one of ${REVIEW_SORTS.join(', ')}` })
  sort?: ReviewSort;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 50' })
  @Min(1, { message: 'limit must be a whole number from 1 to 50' })
  @Max(50, { message: 'limit must be a whole number from 1 to 50' })
  limit?: number;
}

export class ReportReviewDto {
  @IsIn(REPORT_REASONS, { message: `reason must be one of ${REPORT_REASONS.join(', ')}` })
  reason: ReportReason;

  @OptionalText('Note', REVIEW_LIMITS.reportNote)
  note?: string;
}

export class ReplyDto {
  @RequiredText('Reply', REVIEW_LIMITS.reply)
  text: string;
}

export class RejectReviewDto {
  @RequiredText('Reason', REVIEW_LIMITS.rejectReason)
  reason: string;
}
