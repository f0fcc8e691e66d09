import { COUNTRY_CODES, COUNTRY_NAMES } from '@directory/shared';
import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

describe('countryOptions', () => {
  it('offers exactly the ISO 3166-1 alpha-2 codes the submission endpoint accepts, each once', () => {
    const codes = countryOptions().map((o) => o.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it("labels them with the directory's own country names, ordered by name", () => {
    const options = countryOptions();
    expect(options).toContainEqual({ code: 'DE', name: 'Germany' });
    expect(options).toContainEqual({ code: 'US', name: 'United States of America' });
    for (const option of options) expect(option.name).toBe(COUNTRY_NAMES[option.code]);
    expect(options[0]).toEqual({ code: 'AF', name: 'Afghanistan' });
  });

  it('leaves out region groupings and retired codes the server refuses', () => {
    const codes = countryOptions().map((o) => o.code);
    for (const code of ['EU', 'UN', 'UK', 'SU', 'DD']) expect(codes).not.toContain(code);
    expect(codes.filter((code) => code === 'GB')).toHaveLength(1);
  });
});
