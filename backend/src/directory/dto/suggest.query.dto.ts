import { QueryText } from './search.query.dto.js';

/** `GET /api/suggest?q[&where]` (CONTRACT §3): the search box as typed so far. */
export class SuggestQueryDto {
  @QueryText('q')
  q?: string;

  @QueryText('where')
  where?: string;
}
