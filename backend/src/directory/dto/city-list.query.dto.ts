import { IsOptional, Matches } from 'class-validator';
import { PageQueryDto } from '../../common/paging/page-query.dto.js';
import { LETTER, LETTER_MESSAGE } from './letter.query.dto.js';
import { QueryText } from './search.query.dto.js';

/** `GET /api/cities` and `GET /api/countries/{slug}/cities`. */
export class CityListQueryDto extends PageQueryDto {
  @IsOptional()
  @Matches(LETTER, { message: LETTER_MESSAGE })
  letter?: string;

  @QueryText('q')
  q?: string;
}
