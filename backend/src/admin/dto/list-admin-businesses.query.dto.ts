import { ADMIN_BUSINESS_SORT_KEYS, type AdminBusinessSortBy, type SortOrder } from '@directory/shared';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { PageQueryDto } from '../../common/paging/page-query.dto.js';
import { QueryText } from '../../common/query-text.js';

const trimmed = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value,
);

const BOOLEAN_WORDS: Record<string, boolean> = {
  true: true,
  '1': true,
  approved: true,
  false: false,
  '0': false,
  pending: false,
};

/** `limit` defaults to 20, the admin list's page size (docs/screens.md §9). */
export class ListAdminBusinessesQueryDto extends PageQueryDto {
  @IsOptional()
  @trimmed
  @IsString({ message: 'search must be text' })
  @QueryText('search')
  search?: string;

  /** A category slug. */
  @IsOptional()
  @trimmed
  @IsString({ message: 'category must be text' })
  @QueryText('category')
  category?: string;

  /** An ISO alpha-2 code, any case. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() || undefined : value,
  )
  @Matches(/^[A-Z]{2}$/, { message: 'country must be a two-letter country code' })
  country?: string;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => {
    if (value === undefined || value === '' || value === 'all') return undefined;
    return typeof value === 'string' && value.toLowerCase() in BOOLEAN_WORDS
      ? BOOLEAN_WORDS[value.toLowerCase()]
      : value;
  })
  @IsBoolean({ message: 'approved must be true or false' })
  approved?: boolean;

  @IsOptional()
  @IsIn(ADMIN_BUSINESS_SORT_KEYS, { message: `sortBy must be one of ${ADMIN_BUSINESS_SORT_KEYS.join(', ')}` })
  sortBy?: AdminBusinessSortBy;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.toLowerCase() : value))
  @IsIn(['asc', 'desc'], { message: 'sortOrder must be asc or desc' })
  sortOrder?: SortOrder;
}
