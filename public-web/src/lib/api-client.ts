/** The one place that knows the API's base URL and error shape (spec §7, §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function apiGet<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, { credentials: 'include', headers: { Accept: 'application/json' }, ...init });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`);
  }
  return (await res.json()) as T;
}
