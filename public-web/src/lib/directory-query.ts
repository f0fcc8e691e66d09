import type { PageRead } from '@directory/shared';
import { queryOptions } from '@tanstack/react-query';
import { directoryApi } from './directory-api';

/** A query of the public API: one of the pages' reads (PAGE_READS), through directoryApi(), and how long it stays fresh. */
export const directoryQuery = <T>(read: PageRead<T>, staleTime: number) =>
  queryOptions({ queryKey: read.key, queryFn: () => read.run(directoryApi()), staleTime });
