import { QUERY_CACHE } from '@directory/shared';
import { directoryQuery } from '../../lib/directory-api';

export const suggestionsQueryOptions = (q: string, where: string) =>
  directoryQuery(['suggest', q, where], (api) => api.suggest({ q, where }), QUERY_CACHE.detailStaleMs);
