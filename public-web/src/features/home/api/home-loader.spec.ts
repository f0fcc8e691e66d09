import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { homepageData } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { homeLoader } from './home-loader';

const inBrowser = { context: undefined, params: {}, request: new Request('http://localhost/') } as LoaderFunctionArgs;

describe('homeLoader in the browser', () => {
  it('says a failed read failed, keeps nothing, and reads once more only until an answer comes', async () => {
    let answers = 0;
    const api = mockApi({
      '/api/homepage-data': () => (answers++ === 0 ? json({ statusCode: 500 }, 500) : json(homepageData)),
    });
    expect(await homeLoader(inBrowser)).toEqual({ failed: true });
    expect(await homeLoader(inBrowser)).toEqual({ data: homepageData });
    // Coming back to the home page within the list's freshness shows the answer it has.
    expect(await homeLoader(inBrowser)).toEqual({ data: homepageData });
    expect(api.requests().filter((path) => path === '/api/homepage-data')).toHaveLength(2);
  });
});
