import { ACCOUNT_STATES, type AccountState } from '@directory/shared';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/paging/page-query.dto.js';
import { trimmed } from '../../common/text-length.validator.js';

/** `GET /api/admin/accounts?q&state&page&limit`. */
export class ListAdminAccountsQueryDto extends PageQueryDto {
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  q?: string;

  @IsOptional()
  @IsIn(ACCOUNT_STATES, { message: `state must be one of ${ACCOUNT_STATES.join(', ')}` })
  state?: AccountState;
}
