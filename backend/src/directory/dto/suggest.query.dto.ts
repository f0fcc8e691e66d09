import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { text } from './search.query.dto.js';

/** `GET /api/suggest?q[&where]` (CONTRACT §3): the search box as typed so far. */
export class SuggestQueryDto {
  @IsOptional()
  @Transform(text)
  @IsString({ message: 'q must be text' })
  q?: string;

  @IsOptional()
  @Transform(text)
  @IsString({ message: 'where must be text' })
  where?: string;
}
