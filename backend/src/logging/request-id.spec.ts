import { requestIdOf } from './request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it("keeps a proxy's short token", () => {
    expect(requestIdOf('lb-7f3a.42:1')).toBe('lb-7f3a.42:1');
  });

  it('generates a UUID when none is sent', () => {
    expect(requestIdOf(undefined)).toMatch(UUID);
  });

  it.each([
    ['a line break that could forge a log line', 'abc\n{"level":60}'],
    ['spaces and quotes', 'a "b" c'],
    ['a token over 64 characters', 'x'.repeat(65)],
    ['an empty header', ''],
  ])('replaces %s', (_why, incoming) => {
    expect(requestIdOf(incoming)).toMatch(UUID);
  });

  it('replaces a header sent twice', () => {
    expect(requestIdOf(['a', 'b'])).toMatch(UUID);
  });
});
