import { parseSeedCliArgs } from './seed-cli-args.js';

describe('npm run seed arguments', () => {
  it('reads --businesses and --seed in both spellings', () => {
    expect(parseSeedCliArgs(['--businesses', '1000'])).toEqual({ businesses: 1000, seed: '1' });
    expect(parseSeedCliArgs(['--businesses=600_000', '--seed=demo'])).toEqual({ businesses: 600000, seed: 'demo' });
    expect(parseSeedCliArgs(['--seed', '42', '--businesses', '5'])).toEqual({ businesses: 5, seed: '42' });
  });

  it('rejects a missing, non-numeric or non-positive count and unknown flags with the usage line', () => {
    expect(() => parseSeedCliArgs([])).toThrow(/Usage: npm run seed/);
    expect(() => parseSeedCliArgs(['--businesses', 'many'])).toThrow(/whole number/);
    expect(() => parseSeedCliArgs(['--businesses', '0'])).toThrow(/whole number/);
    expect(() => parseSeedCliArgs(['--businesses', '1.5'])).toThrow(/whole number/);
    expect(() => parseSeedCliArgs(['--businesses'])).toThrow(/needs a value/);
    expect(() => parseSeedCliArgs(['--count', '5'])).toThrow(/Unknown argument --count/);
  });
});
