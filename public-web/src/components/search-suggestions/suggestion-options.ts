import { EMPTY_SEARCH, searchHref, type SuggestResult } from '@directory/shared';

/** Which box of the search form the drop-down belongs to. */
export type SuggestBox = 'what' | 'where';

export type SuggestionGroup = 'Categories' | 'Cities' | 'Businesses' | 'Location';

/** What picking an option does: open a page, put a place in the 'where' box, or search near the visitor. */
export type SuggestionAction = { kind: 'open'; href: string } | { kind: 'fill'; text: string } | { kind: 'near-me' };

export interface SuggestionOption {
  id: string;
  group: SuggestionGroup;
  label: string;
  detail?: string;
  action: SuggestionAction;
}

export const NEAR_ME: SuggestionOption = {
  id: 'near-me',
  group: 'Location',
  label: 'Near me',
  detail: 'Use my location',
  action: { kind: 'near-me' },
};

/**
 * The drop-down's options in the order the keyboard walks them. In the 'what' box: categories
 * (searched, within the 'where' box's place), cities (their page), businesses (their page). In the
 * 'where' box: 'Near me', then cities, which fill the box.
 */
export function suggestionOptions(
  box: SuggestBox,
  result: SuggestResult | undefined,
  where: string,
): SuggestionOption[] {
  const cities = (result?.cities ?? []).map((city): SuggestionOption => {
    const cityPage = `/cities/${city.countryCode.toLowerCase()}/${city.citySlug}`;
    return {
      id: `city-${city.countryCode}-${city.citySlug}`,
      group: 'Cities',
      label: city.city,
      detail: city.country,
      action: box === 'where' ? { kind: 'fill', text: city.city } : { kind: 'open', href: cityPage },
    };
  });
  if (box === 'where') return [NEAR_ME, ...cities];
  const categories = (result?.categories ?? []).map(({ category, slug }): SuggestionOption => ({
    id: `category-${slug}`,
    group: 'Categories',
    label: category,
    action: { kind: 'open', href: searchHref({ ...EMPTY_SEARCH, q: category, where, category: slug }) },
  }));
  const businesses = (result?.businesses ?? []).map((business): SuggestionOption => ({
    id: `business-${business.slug}`,
    group: 'Businesses',
    label: business.name,
    detail: [business.city, business.countryCode].filter(Boolean).join(', '),
    action: { kind: 'open', href: `/business/${business.slug}` },
  }));
  return [...categories, ...cities, ...businesses];
}
