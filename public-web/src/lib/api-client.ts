/** The one place that knows the API's base URL and error shape (docs/screens.md §7, §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly statusText = '',
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** docs/behaviour.md §3 validation errors carry `errors: {field: text}`. */
  get fieldErrors(): Record<string, string> {
    const body = this.body;
    if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
    const errors = (body as { errors: unknown }).errors;
    return typeof errors === 'object' && errors !== null ? (errors as Record<string, string>) : {};
  }
}

/** An ApiError, or an error of the server's in-process reads (DirectoryApi), that means 'does not exist'. */
export const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
  const res = await fetch(path, {
    credentials: 'include',
    ...init,
    headers: { Accept: 'application/json', ...init.headers },
  });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    // docs/screens.md §8: "the status code, a colon and space, then the body text (or status text if empty)".
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, res.statusText, parseBody(text));
  }
  return (await res.json()) as T;
}

export function apiGet<T>(path: string, init: RequestInit = {}): Promise<T> {
  return request<T>(path, init);
}

export function apiPost<T>(path: string, body: unknown, init: RequestInit = {}): Promise<T> {
  return request<T>(path, {
    ...init,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: JSON.stringify(body),
  });
}

/** A state-changing call with a JSON body (PUT, PATCH, DELETE); an empty answer resolves to undefined. */
export async function apiSend<T>(
  method: 'PUT' | 'PATCH' | 'DELETE' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok)
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, res.statusText, parseBody(text));
  return (text ? parseBody(text) : undefined) as T;
}

/** Builds `path?key=value…`, leaving out empty values. */
export function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The message of a failed call: the server's own words when it sent some. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown } | undefined;
    if (typeof body?.message === 'string') return body.message;
    if (error.status === 429) return 'Too many attempts. Please wait a while and try again.';
  }
  return 'Something went wrong. Please try again.';
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors : {};
}
