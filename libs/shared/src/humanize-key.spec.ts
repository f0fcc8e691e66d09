import { describe, expect, it } from 'vitest';
import { humanizeKey } from './humanize-key.js';

// docs/screens.md §5: "it is parsed as JSON and shown as key/value lines with humanised keys"
describe('humanizeKey', () => {
  it('splits snake_case, kebab-case and camelCase into a sentence-case label', () => {
    expect(humanizeKey('opening_hours')).toBe('Opening hours');
    expect(humanizeKey('opening-hours')).toBe('Opening hours');
    expect(humanizeKey('openingHours')).toBe('Opening hours');
  });

  it('keeps labels that are already readable', () => {
    expect(humanizeKey('Service options')).toBe('Service options');
  });

  it('returns an empty string for an empty key', () => {
    expect(humanizeKey('  ')).toBe('');
  });
});
