import { PAGE_READS, QUERY_CACHE } from '@directory/shared';
import { useQuery } from '@tanstack/react-query';
import { directoryQuery } from '../../../lib/directory-api';

export const homepageDataQueryOptions = () => directoryQuery(PAGE_READS.homepage(), QUERY_CACHE.listStaleMs);

export const useHomepageData = () => useQuery(homepageDataQueryOptions());
