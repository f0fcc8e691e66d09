import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps a path of this site', () => {
    expect(safeNextPath('/business/blue-door?x=1')).toBe('/business/blue-door?x=1');
  });

  it('falls back for anything that could leave the site', () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', null]) {
      expect(safeNextPath(next)).toBe('/account');
    }
  });
});
