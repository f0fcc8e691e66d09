import { applyDecorators } from '@nestjs/common';
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
import { OptionalQueryText } from '../../common/query-text.js';

/** A numeric string becomes its number; anything else (words, blanks, lists) is left to fail @IsNumber. */
const decimal = Transform(({ value }: { value: unknown }) => {
  if (value === undefined || value === '') return undefined;
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
});

/**
 * `lat` or `lng`, within ±`bound` degrees: needed when sorting by distance, and both or neither
 * (a lone one makes the other required).
 */
const Coordinate = (field: 'lat' | 'lng', name: string, bound: number) => {
  const message = `${field} must be a ${name} from -${bound} to ${bound}`;
  return applyDecorators(
    ValidateIf((o: SearchQueryDto) => o.sort === 'distance' || o[field] !== undefined),
    IsDefined({ message: 'lat and lng are needed to sort by distance' }),
    decimal,
    IsNumber({}, { message }),
    Min(-bound, { message }),
    Max(bound, { message }),
  );
};

const BOOLEAN_WORDS: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };

export class SearchQueryDto extends PageQueryDto {
  @OptionalQueryText('q')
  q?: string;

  @OptionalQueryText('where')
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

  @Coordinate('lat', 'latitude', 90)
  lat?: number;

  @Coordinate('lng', 'longitude', 180)
  lng?: number;
}
