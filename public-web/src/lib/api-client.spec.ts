import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet } from './api-client';

describe('apiGet', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends credentials and returns the parsed body', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiGet('/api/categories')).resolves.toEqual({ ok: 1 });
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'include' });
  });

  it('raises "status: body" on failure, as spec §8 describes the generic request failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('Business not found', { status: 404 })));
    await expect(apiGet('/api/businesses/x')).rejects.toEqual(new ApiError(404, '404: Business not found'));
  });
});
