import type { PageReader } from '@directory/shared';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What the server renderer hands the route loaders: the query cache of the one request it renders,
 * and the request's reader, which the page's meta reads through too (one read of each piece of data).
 */
export interface ServerLoadContext {
  queryClient: QueryClient;
  read: PageReader;
}

export const isServerContext = (context: unknown): context is ServerLoadContext =>
  typeof context === 'object' && context !== null && 'queryClient' in context;
