import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

let client: QueryClient | undefined;

/** The browser's one query cache, made on first use with the queries the server rendered the page from. */
export function browserQueryClient(): QueryClient {
  if (!client) {
    client = createQueryClient();
    const state = document.getElementById('directory-state')?.textContent;
    if (state) hydrate(client, JSON.parse(state) as DehydratedState);
  }
  return client;
}
