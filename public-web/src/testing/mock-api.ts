import { vi } from 'vitest';

type Reply = unknown | ((url: URL, init?: RequestInit) => Response | Promise<Response>);

export interface MockApi {
  fetch: ReturnType<typeof vi.fn>;
  /** Paths with query string of every request, in order. */
  requests: () => string[];
  /** Parsed JSON bodies sent to `path` (requests without a body, such as its GETs, left out). */
  bodies: (path: string) => unknown[];
}

export const json = (body: unknown, status = 200, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

export const notFound = (message: string) => json({ statusCode: 404, message, error: 'Not Found' }, 404, 'Not Found');

/** A docs/behaviour.md §3 400 refusing one field with `message`. */
export const badRequest = (field: string, message: string) =>
  json({ statusCode: 400, error: 'Bad Request', message: [message], errors: { [field]: message } }, 400);

/** The header's read of the signed-in account, made on every page: a signed-out visitor unless a test says otherwise. */
const ME = '/api/account/me';
const SIGNED_OUT = () => json({ statusCode: 401, message: 'Unauthorized' }, 401, 'Unauthorized');

/**
 * Stubs `fetch` at the network boundary. Keys are 'METHOD /path' or '/path' (GET), matched against the
 * pathname, or the pathname plus query string when the key holds a '?'. Anything else answers 404.
 * `requests()` leaves out the header's account read, which every page makes.
 */
export function mockApi(given: Record<string, Reply>): MockApi {
  const routes: Record<string, Reply> = { [ME]: SIGNED_OUT, ...given };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const candidates = [
      `${method} ${url.pathname}${url.search}`,
      `${method} ${url.pathname}`,
      ...(method === 'GET' ? [`${url.pathname}${url.search}`, url.pathname] : []),
    ];
    const key = candidates.find((candidate) => candidate in routes);
    if (!key) return notFound(`No mock for ${method} ${url.pathname}${url.search}`);
    const reply = routes[key];
    if (reply instanceof Response) return reply.clone();
    return typeof reply === 'function' ? reply(url, init) : json(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    requests: () =>
      fetchMock.mock.calls
        .map(([input]) => {
          const url = new URL(String(input), 'http://localhost');
          return `${url.pathname}${url.search}`;
        })
        .filter((path) => path !== ME),
    bodies: (path: string) =>
      fetchMock.mock.calls
        .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
        .filter(([, init]) => (init as RequestInit | undefined)?.body !== undefined)
        .map(([, init]) => JSON.parse(String((init as RequestInit).body))),
  };
}
