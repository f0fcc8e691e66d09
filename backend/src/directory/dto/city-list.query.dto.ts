import { IsOptional, Matches } from 'class-validator';
import { PageQueryDto } from '../../common/paging/page-query.dto.js';
import { LETTER, LETTER_MESSAGE } from './letter.query.dto.js';
import { OptionalQueryText } from '../../common/query-text.js';

/** `GET /api/cities` and `GET /api/countries/{slug}/cities`. */
export class CityListQueryDto extends PageQueryDto {
  @IsOptional()
  @Matches(LETTER, { message: LETTER_MESSAGE })
  letter?: string;

  @OptionalQueryText('q')
  q?: string;
}
