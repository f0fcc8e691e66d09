import type { CategoryKind } from './catalog/categories.data.js';

/** Where the public site serves the demo's illustrations: public-web/public/images/demo, shipped with the build. */
export const DEMO_IMAGE_DIR = '/images/demo';

const FALLBACK = 'storefront';

/** Categories whose kind would pick a wrong picture: a dentist is no general clinic, a gas station no travel agency. */
const BY_NAME: ReadonlyArray<readonly [RegExp, string]> = [
  [/dent|orthodont|oral surgeon/i, 'dentist'],
  [/hospital|emergency room|ambulance/i, 'medical'],
  [/gas station|charging station|towing|parking|car rental|truck stop/i, 'car'],
];

const BY_KIND: Partial<Record<CategoryKind, string>> = {
  food: 'restaurant',
  cafe: 'cafe',
  nightlife: 'bar',
  grocery: 'grocery',
  retail: 'shopping',
  health: 'medical',
  beauty: 'beauty',
  auto: 'car',
  trades: 'tools',
  professional: 'office',
  lodging: 'hotel',
};

/** Every illustration the demo uses, by file name without `.svg`. */
export const DEMO_ILLUSTRATIONS: readonly string[] = [
  ...new Set([...BY_NAME.map(([, name]) => name), ...Object.values(BY_KIND), FALLBACK]),
];

/**
 * The demo image of a business: a flat illustration of its category, served by the site itself so
 * the demo needs no third-party image host (offline browsers, strict networks, no tracking).
 */
export function demoImageUrl(category: { name: string; kind: CategoryKind }): string {
  const illustration =
    BY_NAME.find(([pattern]) => pattern.test(category.name))?.[1] ?? BY_KIND[category.kind] ?? FALLBACK;
  return `${DEMO_IMAGE_DIR}/${illustration}.svg`;
}
