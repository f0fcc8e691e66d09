import { REVIEW_STATES, type ReviewState } from '@directory/shared';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PageQueryDto } from '../../common/paging/page-query.dto.js';

const asNumber = () =>
  Transform(({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value)));

/** `GET /api/admin/reviews?state&business&account&rating&page&limit`. */
export class ListAdminReviewsQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(REVIEW_STATES, { message: `state must be one of ${REVIEW_STATES.join(', ')}` })
  state?: ReviewState;

  @IsOptional()
  @asNumber()
  @IsInt({ message: 'business must be a business id' })
  @Min(1, { message: 'business must be a business id' })
  business?: number;

  @IsOptional()
  @asNumber()
  @IsInt({ message: 'account must be an account id' })
  @Min(1, { message: 'account must be an account id' })
  account?: number;

  @IsOptional()
  @asNumber()
  @IsInt({ message: 'rating must be a whole number from 1 to 5' })
  @Min(1, { message: 'rating must be a whole number from 1 to 5' })
  @Max(5, { message: 'rating must be a whole number from 1 to 5' })
  rating?: number;
}
