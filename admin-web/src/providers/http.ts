import { HttpError } from 'react-admin';

/** JSON over fetch with the session cookie; errors carry the server's message. */
export async function http<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(path, {
    credentials: 'include',
    ...init,
    headers: {
      Accept: 'application/json',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  const body = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text();
  if (!res.ok) {
    const message = typeof body === 'object' && body?.message ? [body.message].flat().join(', ') : res.statusText;
    throw new HttpError(message, res.status, body);
  }
  return body as T;
}
