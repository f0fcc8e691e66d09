import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, IsOptional, Min } from 'class-validator';

export const MAX_IDS_PER_DELETE = 1000;

/** `DELETE /api/admin/businesses?ids=1,2` or `?confirm=all`. */
export class DeleteBusinessesQueryDto {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => {
    const text = Array.isArray(value) ? value.join(',') : value;
    return typeof text === 'string'
      ? text
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
          .map((part) => (/^\d+$/.test(part) ? Number(part) : part))
      : text;
  })
  @ArrayMinSize(1, { message: 'ids must name at least one business' })
  @ArrayMaxSize(MAX_IDS_PER_DELETE, { message: `ids may name at most ${MAX_IDS_PER_DELETE} businesses` })
  @IsInt({ each: true, message: 'ids must be a comma-separated list of business ids' })
  @Min(1, { each: true, message: 'ids must be a comma-separated list of business ids' })
  ids?: number[];

  @IsOptional()
  @IsIn(['all'], { message: 'confirm must be "all"' })
  confirm?: 'all';
}
