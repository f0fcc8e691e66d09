import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { RecordedAnswer } from './server-answers';

/** A request the code under test made: its method, its URL and, when it sent one, its JSON body. */
export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * Stands in for `fetch` in every test of the spec file: each request is added to the returned list (emptied
 * before each test) and gets `answer`'s reply as JSON. After each test the rendered tree goes and fetch comes back.
 */
export function answerFetch(answer: (call: Call) => RecordedAnswer<unknown>): Call[] {
  const calls: Call[] = [];
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        const call: Call = {
          method: init.method ?? 'GET',
          url: new URL(input, 'http://localhost'),
          body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        };
        calls.push(call);
        const { status, body } = answer(call);
        return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return calls;
}
