import { OptionalQueryText } from '../../common/query-text.js';

/** `GET /api/suggest?q[&where]` (docs/behaviour.md §3): the search box as typed so far. */
export class SuggestQueryDto {
  @OptionalQueryText('q')
  q?: string;

  @OptionalQueryText('where')
  where?: string;
}
