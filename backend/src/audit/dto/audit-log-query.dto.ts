import { IsOptional, IsString, Matches } from 'class-validator';
import { PageQueryDto } from '../../common/paging/page-query.dto.js';

export class AuditLogQueryDto extends PageQueryDto {
  @IsOptional()
  @IsString()
  @Matches(/^[a-z.-]{1,60}$/, { message: 'action must be an audit action name' })
  action?: string;
}
