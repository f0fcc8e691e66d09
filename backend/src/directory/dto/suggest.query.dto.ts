import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { QueryText } from '../../common/query-text.js';
import { text } from './search.query.dto.js';

/** `GET /api/suggest?q[&where]` (docs/behaviour.md §3): the search box as typed so far. */
export class SuggestQueryDto {
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
}
