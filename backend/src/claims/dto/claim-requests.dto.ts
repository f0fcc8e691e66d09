import {
  CHANGE_REQUEST_STATES,
  CLAIM_LIMITS,
  CLAIM_STATES,
  type ChangeRequestState,
  type ClaimState,
} from '@directory/shared';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, ValidateIf } from 'class-validator';
import { PageQueryDto } from '../../common/paging/page-query.dto.js';
import { EmailAddress, OptionalText, RequiredText, trimmed } from '../../common/text-length.validator.js';

const isEmail = (claim: ClaimDto) => claim.method === 'email';
const isManual = (claim: ClaimDto) => claim.method === 'manual';

/**
 * `POST /api/businesses/{slug}/claim`: `{method:"email",email}` (a link to an address at the business's
 * domain) or `{method:"manual",role,phone?,message}` (for an admin to decide).
 */
export class ClaimDto {
  @IsIn(['email', 'manual'], { message: 'method must be "email" or "manual"' })
  method: 'email' | 'manual';

  @ValidateIf(isEmail)
  @EmailAddress()
  email?: string;

  @ValidateIf(isManual)
  @RequiredText('Role', CLAIM_LIMITS.role)
  role?: string;

  @ValidateIf(isManual)
  @OptionalText('Phone', CLAIM_LIMITS.phone)
  phone?: string;

  @ValidateIf(isManual)
  @RequiredText('Message', CLAIM_LIMITS.message)
  message?: string;
}

/** `POST /api/claims/{id}/verify`: the token of the e-mailed link. */
export class VerifyClaimDto {
  @Transform(trimmed)
  @IsString({ message: 'token is required' })
  token: string;
}

/** An admin's reason for a rejection (docs/behaviour.md §14), shown to the account. */
export class DecisionReasonDto {
  @RequiredText('Reason', CLAIM_LIMITS.reason)
  reason: string;
}

export class ListClaimsQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(CLAIM_STATES, { message: `state must be one of ${CLAIM_STATES.join(', ')}` })
  state?: ClaimState;
}

export class ListChangeRequestsQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(CHANGE_REQUEST_STATES, { message: `state must be one of ${CHANGE_REQUEST_STATES.join(', ')}` })
  state?: ChangeRequestState;
}
