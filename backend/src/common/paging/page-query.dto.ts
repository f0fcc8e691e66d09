import { PAGE_SIZES } from '@directory/shared';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional } from 'class-validator';

/** A number is truncated and clamped into range; anything else (words, blanks, lists) is left to fail @IsInt (400). */
function clampedInt(min: number, max: number) {
  return Transform(({ value }: { value: unknown }) => {
    if (value === undefined || value === '') return undefined;
    if (typeof value === 'string' && value.trim() === '') return value;
    const n = Number(value);
    return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.trunc(n))) : value;
  });
}

/** `page` (≥ 1) and `limit` (1–100) of every paged list; absent values take the list's own default. */
export class PageQueryDto {
  @IsOptional()
  @clampedInt(1, Number.MAX_SAFE_INTEGER)
  @IsInt({ message: 'page must be a number' })
  page?: number;

  @IsOptional()
  @clampedInt(1, PAGE_SIZES.apiMax)
  @IsInt({ message: 'limit must be a number' })
  limit?: number;
}
