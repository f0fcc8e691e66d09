import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { PageQueryDto } from '../../common/paging/page-query.dto.js';

/** A repeated parameter (an array) becomes NaN, so @IsString refuses it. */
export const text = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value : value === undefined ? undefined : Number.NaN;

export class SearchQueryDto extends PageQueryDto {
  @IsOptional()
  @Transform(text)
  @IsString({ message: 'q must be text' })
  q?: string;

  @IsOptional()
  @Transform(text)
  @IsString({ message: 'where must be text' })
  where?: string;
}
