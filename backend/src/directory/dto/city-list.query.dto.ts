import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches } from 'class-validator';
import { PageQueryDto } from '../../common/paging/page-query.dto.js';
import { LETTER, LETTER_MESSAGE } from './letter.query.dto.js';
import { QueryText } from '../../common/query-text.js';
import { text } from './search.query.dto.js';

/** `GET /api/cities` and `GET /api/countries/{slug}/cities`. */
export class CityListQueryDto extends PageQueryDto {
  @IsOptional()
  @Matches(LETTER, { message: LETTER_MESSAGE })
  letter?: string;

  @IsOptional()
  @Transform(text)
  @IsString({ message: 'q must be text' })
  @QueryText('q')
  q?: string;
}
