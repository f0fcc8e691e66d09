import { loadConfig } from './app-config.js';
import { assertMultiInstanceConfig } from './multi-instance.js';

describe('assertMultiInstanceConfig', () => {
  it('refuses REDIS_URL without PUBLIC_BASE_URL, naming the missing key', () => {
    const config = loadConfig({ REDIS_URL: 'redis://redis:6379' });
    expect(() => assertMultiInstanceConfig(config)).toThrow(/PUBLIC_BASE_URL is required when REDIS_URL is set/);
  });

  it('accepts REDIS_URL with PUBLIC_BASE_URL', () => {
    const config = loadConfig({ REDIS_URL: 'redis://redis:6379', PUBLIC_BASE_URL: 'https://www.example.com' });
    expect(() => assertMultiInstanceConfig(config)).not.toThrow();
  });

  it('keeps the default base URL for a single instance without Redis', () => {
    expect(() => assertMultiInstanceConfig(loadConfig({}))).not.toThrow();
  });
});
