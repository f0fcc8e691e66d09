import type { SuggestResult } from '@directory/shared';
import { describe, expect, it } from 'vitest';
import { businessCards } from '../../testing/fixtures';
import { NEAR_ME, suggestionOptions } from './suggestion-options';

const result: SuggestResult = {
  categories: [{ category: 'Dentist', slug: 'dentist', count: 40 }],
  cities: [{ city: 'Denver', citySlug: 'denver', country: 'United States', countryCode: 'US', count: 12 }],
  businesses: businessCards(1),
};

describe('suggestionOptions', () => {
  it('in the what box: searches a category within the place, opens a city or business page', () => {
    const options = suggestionOptions('what', result, 'London');
    expect(options.map((option) => [option.group, option.action])).toEqual([
      ['Categories', { kind: 'open', href: '/search?q=Dentist&where=London&category=dentist' }],
      ['Cities', { kind: 'open', href: '/cities/us/denver' }],
      ['Businesses', { kind: 'open', href: `/business/${result.businesses[0]?.slug}` }],
    ]);
  });

  it("in the where box: 'Near me' first, then cities that fill the box", () => {
    expect(suggestionOptions('where', result, '')).toEqual([
      NEAR_ME,
      expect.objectContaining({ label: 'Denver', action: { kind: 'fill', text: 'Denver' } }),
    ]);
    expect(suggestionOptions('where', undefined, '')).toEqual([NEAR_ME]);
  });
});
