import { PAGE_READS, QUERY_CACHE } from '@directory/shared';
import { directoryQuery } from '../../lib/directory-query';

export const suggestionsQueryOptions = (q: string, where: string) =>
  directoryQuery(PAGE_READS.suggest(q, where), QUERY_CACHE.detailStaleMs);
