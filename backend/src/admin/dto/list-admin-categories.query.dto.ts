import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

export const MAX_CATEGORIES_LIMIT = 1000;

/** `GET /api/admin/categories?q&limit`: both optional; without them, every category. */
export class ListAdminCategoriesQueryDto {
  /** Part of a category name, any case, accents optional. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString()
  @MaxLength(200)
  q?: string;

  /** How many of the largest to answer: a number is clamped to 1–1000, anything else answers 400. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => {
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string' || value.trim() === '') return value;
    const n = Number(value);
    return Number.isFinite(n) ? Math.min(MAX_CATEGORIES_LIMIT, Math.max(1, Math.trunc(n))) : value;
  })
  @IsInt({ message: 'limit must be a number' })
  limit?: number;
}
