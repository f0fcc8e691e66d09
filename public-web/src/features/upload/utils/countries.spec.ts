import { COUNTRY_CODES } from '@directory/shared';
import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

describe('countryOptions', () => {
  it('offers every code the submission endpoint accepts, by English name', () => {
    const options = countryOptions();
    expect(options).toContainEqual({ code: 'DE', name: 'Germany' });
    expect(options.map((o) => o.code).sort()).toEqual(COUNTRY_CODES);
    expect(options.map((o) => o.name)).toEqual(
      [...options.map((o) => o.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
  });

  it('leaves out region groupings and retired codes the server refuses', () => {
    const codes = countryOptions().map((o) => o.code);
    for (const code of ['EU', 'UN', 'UK', 'SU', 'DD']) expect(codes).not.toContain(code);
  });
});
