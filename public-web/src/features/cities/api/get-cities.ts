import { type CityListParams, PAGE_READS, QUERY_CACHE } from '@directory/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { directoryQuery } from '../../../lib/directory-query';

/** One page of the city directory, filtered on the server (`q` folds case and accents). */
export const citiesQueryOptions = (params: CityListParams) =>
  directoryQuery(PAGE_READS.cities(params), QUERY_CACHE.listStaleMs);

export const useCities = (params: CityListParams) =>
  useQuery({ ...citiesQueryOptions(params), placeholderData: keepPreviousData });
