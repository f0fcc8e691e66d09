import { PAGE_READS, QUERY_CACHE } from '@directory/shared';
import { useQuery } from '@tanstack/react-query';
import { directoryQuery } from '../../../lib/directory-query';

export const countriesQueryOptions = () => directoryQuery(PAGE_READS.countries(), QUERY_CACHE.listStaleMs);

export const useCountries = () => useQuery(countriesQueryOptions());
