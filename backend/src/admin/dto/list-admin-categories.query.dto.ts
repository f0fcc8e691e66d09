import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { QueryText } from '../../common/query-text.js';

/** `GET /api/admin/categories?q&limit`: the category filter's server-side search. */
export class ListAdminCategoriesQueryDto {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString({ message: 'q must be text' })
  @QueryText('q')
  q?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  limit?: number;
}
