import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsInt, Min } from 'class-validator';

export const MAX_IDS_PER_APPROVAL = 1000;

/** `POST /api/admin/businesses/approval`: approve or unapprove the named businesses (docs/behaviour.md §4). */
export class BusinessApprovalDto {
  @IsArray({ message: 'ids must be a list of business ids' })
  @ArrayMinSize(1, { message: 'ids must name at least one business' })
  @ArrayMaxSize(MAX_IDS_PER_APPROVAL, { message: `ids may name at most ${MAX_IDS_PER_APPROVAL} businesses` })
  @IsInt({ each: true, message: 'ids must be a list of business ids' })
  @Min(1, { each: true, message: 'ids must be a list of business ids' })
  ids: number[];

  @IsBoolean({ message: 'approved must be true or false' })
  approved: boolean;
}
