import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { browserQueryClient } from './browser-query-client';

/**
 * The query cache for what is inside: the one the server render or a test provides, else the
 * browser's. Only the parts that read through the cache render it, so a first visit to the home
 * page hydrates without the cache's code (BENCHMARKS.md, "Public site: first-load JavaScript").
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={browserQueryClient()}>{children}</QueryClientProvider>;
}

/** The layout route of the pages that read through the query cache. */
export function QueryScopeOutlet() {
  return (
    <QueryScope>
      <Outlet />
    </QueryScope>
  );
}
