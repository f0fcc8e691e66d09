import { PAGE_SIZES } from '@directory/shared';
import { Transform } from 'class-transformer';
import { IsInt } from 'class-validator';

/** A number in range is kept, one out of range is clamped, anything else stays as is and fails @IsInt (400). */
export function clampedInt(min: number, max: number) {
  return Transform(({ value }: { value: unknown }) => {
    if (value === undefined || value === '') return undefined;
    const n = Number(value);
    return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.trunc(n))) : value;
  });
}

/** `page` (≥ 1) and `limit` (1–100, default 20 as the admin list) paged as CONTRACT §3 pages public lists. */
export class PageQueryDto {
  @clampedInt(1, Number.MAX_SAFE_INTEGER)
  @IsInt({ message: 'page must be a number' })
  page: number = 1;

  @clampedInt(1, 100)
  @IsInt({ message: 'limit must be a number' })
  limit: number = PAGE_SIZES.adminBusinesses;
}
