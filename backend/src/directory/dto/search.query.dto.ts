import { SEARCH_SORTS, type SearchSort } from '@directory/shared';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { PageQueryDto } from '../../common/paging/page-query.dto.js';
import { QueryText } from '../../common/query-text.js';

/** A repeated parameter (an array) becomes NaN, so @IsString refuses it. */
export const text = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value : value === undefined ? undefined : Number.NaN;

/** A numeric string becomes its number; anything else (words, blanks, lists) is left to fail @IsNumber. */
const decimal = Transform(({ value }: { value: unknown }) => {
  if (value === undefined || value === '') return undefined;
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
});

const BOOLEAN_WORDS: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };

export class SearchQueryDto extends PageQueryDto {
  @IsOptional()
  @Transform(text)
  @IsString({ message: 'q must be text' })
  @QueryText('q')
  q?: string;

  @IsOptional()
  @Transform(text)
  @IsString({ message: 'where must be text' })
  @QueryText('where')
  where?: string;

  /** A category slug. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() || undefined : value === undefined ? undefined : Number.NaN,
  )
  @IsString({ message: 'category must be a category slug' })
  @MaxLength(200, { message: 'category must be a category slug' })
  category?: string;

  @IsOptional()
  @decimal
  @IsNumber({}, { message: 'minRating must be a number from 0 to 5' })
  @Min(0, { message: 'minRating must be a number from 0 to 5' })
  @Max(5, { message: 'minRating must be a number from 0 to 5' })
  minRating?: number;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === undefined || value === ''
      ? undefined
      : typeof value === 'string' && value.toLowerCase() in BOOLEAN_WORDS
        ? BOOLEAN_WORDS[value.toLowerCase()]
        : value,
  )
  @IsBoolean({ message: 'openNow must be true or false' })
  openNow?: boolean;

  @IsOptional()
  @IsIn(SEARCH_SORTS, { message: `sort must be one of ${SEARCH_SORTS.join(', ')}` })
  sort?: SearchSort;

  @ValidateIf((o: SearchQueryDto) => o.sort === 'distance' || o.lat !== undefined)
  @IsDefined({ message: 'lat and lng are needed to sort by distance' })
  @decimal
  @IsNumber({}, { message: 'lat must be a latitude from -90 to 90' })
  @Min(-90, { message: 'lat must be a latitude from -90 to 90' })
  @Max(90, { message: 'lat must be a latitude from -90 to 90' })
  lat?: number;

  @ValidateIf((o: SearchQueryDto) => o.sort === 'distance' || o.lng !== undefined)
  @IsDefined({ message: 'lat and lng are needed to sort by distance' })
  @decimal
  @IsNumber({}, { message: 'lng must be a longitude from -180 to 180' })
  @Min(-180, { message: 'lng must be a longitude from -180 to 180' })
  @Max(180, { message: 'lng must be a longitude from -180 to 180' })
  lng?: number;
}
