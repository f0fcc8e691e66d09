import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as server from '../testing/server-answers';
import type { RecordedAnswer } from '../testing/server-answers';
import { authProvider } from './auth-provider';

let answers: Record<string, RecordedAnswer<unknown>>;
const requests: Array<{ url: string; method: string; credentials?: RequestCredentials }> = [];

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      requests.push({ url, method: init.method ?? 'GET', credentials: init.credentials });
      const { status, body } = answers[url];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('authProvider', () => {
  it('signs in with the session cookie and remembers it for the UI', async () => {
    answers = { '/api/admin/login': server.loginSucceeded };
    await authProvider.login({ username: 'admin', password: 'secret-pass' });
    expect(requests).toEqual([{ url: '/api/admin/login', method: 'POST', credentials: 'include' }]);
    expect(localStorage.getItem('adminAuth')).toBe('true');
  });

  it("rejects a wrong password with the server's 401 and message", async () => {
    answers = { '/api/admin/login': server.loginRefused };
    await expect(authProvider.login({ username: 'admin', password: 'wrong-pass' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid username or password',
    });
    expect(localStorage.getItem('adminAuth')).toBeNull();
  });

  it('signs out on the server and forgets the session', async () => {
    answers = { '/api/admin/logout': server.loggedOut };
    localStorage.setItem('adminAuth', 'true');
    await authProvider.logout({});
    expect(requests).toEqual([{ url: '/api/admin/logout', method: 'POST', credentials: 'include' }]);
    expect(localStorage.getItem('adminAuth')).toBeNull();
  });

  it('does not ask the server to end a session it just said does not exist', async () => {
    answers = { '/api/admin/session': server.unauthorized, '/api/admin/logout': server.loggedOut };
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    await authProvider.logout({});
    expect(requests.map((r) => r.url)).toEqual(['/api/admin/session']);

    answers = { '/api/admin/session': server.session, '/api/admin/logout': server.loggedOut };
    await authProvider.checkAuth({});
    await authProvider.logout({});
    expect(requests.map((r) => r.url)).toEqual(['/api/admin/session', '/api/admin/session', '/api/admin/logout']);
  });

  it('reads the identity from the session and sends the signed-out to the login page quietly', async () => {
    answers = { '/api/admin/session': server.session };
    await authProvider.checkAuth({});
    expect(await authProvider.getIdentity?.()).toEqual({ id: 'admin', fullName: 'admin' });

    answers = { '/api/admin/session': server.unauthorized };
    localStorage.clear();
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
  });
});
