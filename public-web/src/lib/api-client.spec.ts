import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiPost, withQuery } from './api-client';

describe('apiGet', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends credentials and returns the parsed body', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiGet('/api/categories')).resolves.toEqual({ ok: 1 });
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'include' });
  });

  it('raises "status: body" on failure, as docs/screens.md §8 describes the generic request failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('Business not found', { status: 404 })));
    const error = await apiGet('/api/businesses/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: '404: Business not found' });
  });

  it('falls back to the status text when the body is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' })),
    );
    await expect(apiGet('/api/countries')).rejects.toMatchObject({ message: '503: Service Unavailable' });
  });
});

describe('apiPost', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with a JSON content type and exposes field errors of a 400', async () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: ['Name must be at least 2 characters'],
      errors: { name: 'Name must be at least 2 characters' },
    };
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status: 400 }));
    vi.stubGlobal('fetch', fetchMock);
    const error = await apiPost('/api/contact', { name: 'A' }).catch((e: unknown) => e);
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"A"}' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect((error as ApiError).fieldErrors).toEqual({ name: 'Name must be at least 2 characters' });
  });
});

describe('withQuery', () => {
  it('leaves out empty parameters', () => {
    expect(withQuery('/api/search', { q: 'pizza', where: '', page: 2 })).toBe('/api/search?q=pizza&page=2');
    expect(withQuery('/api/categories', { letter: undefined })).toBe('/api/categories');
  });
});
