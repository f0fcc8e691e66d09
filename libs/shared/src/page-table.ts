import type { PublicBusinessDetail } from './directory-types.js';
import { PAGE_READS, type PageDataSource, type PageRead } from './page-reads.js';
import { PAGE_SIZES } from './limits.js';
import type { PublicReview } from './review-types.js';
import { reviewSortOf } from './review-types.js';
import { hasSearchTerms, readSearchQuery, searchTitle } from './search-query.js';
import type { LegalPage } from './page-descriptions.js';

export type { LegalPage };

/** The parameters of the route table's paths. */
export type PageParam = 'slug' | 'letter' | 'countryCode' | 'citySlug' | 'id';

/** Where a page is: its route's parameters (percent-decoded; those of its path only) and the request's query. */
export interface PageAt {
  params: Readonly<Record<PageParam, string>>;
  search: URLSearchParams;
}

/** What a page's title and description rules read from, on the server. */
export interface PageMetaContext {
  /** The data, read once per page: the same read as the render's when the render needs it too. */
  read<T>(read: PageRead<T, PageDataSource>): Promise<T>;
  /** A country's English short name, from the slug or code in a path (the server knows every alias). */
  countryName(slugOrCode: string): string;
}

/** A page's own texts; the server adds the site name, the base URL and the tags crawlers read. */
export interface PageText {
  /** Without one, the site name alone (the home page). */
  title?: string;
  description: string;
  /** The canonical path when it is not the request's (the search page drops its query). */
  canonicalPath?: string;
  /** A business page's business, for its image and its LocalBusiness structured data. */
  business?: PublicBusinessDetail;
  /** The published reviews its page shows, for the structured data's `review` (docs/behaviour.md §8). */
  reviews?: PublicReview[];
}

/** One public page (docs/screens.md §2). */
export interface PageEntry {
  /** The React router's path pattern. */
  path: string;
  /** What the server reads before it renders the page; in the browser the page's own queries load. */
  reads?(at: PageAt): PageRead[];
  /** Its title and description; null when the path shows no page (a 404), as a read failing with 404 does. */
  meta(at: PageAt, context: PageMetaContext): Promise<PageText | null> | PageText | null;
  /** Listed in the sitemap's main file. */
  inSitemap?: true;
  /**
   * An account page (docs/behaviour.md §12): rendered for nobody in particular, as every page, but marked
   * `noindex` and sent `Cache-Control: private, no-store`, so no shared cache keeps it.
   */
  private?: true;
}

/** docs/screens.md §2: a single Latin letter in a list path is a letter filter. */
export function isLetterSegment(segment: string): boolean {
  return /^[a-z]$/i.test(segment);
}

/** `?page=` as the pages read it: 1 when absent or invalid. */
export function pageOf(search: URLSearchParams): number {
  const raw = Number(search.get('page'));
  return Number.isInteger(raw) && raw > 0 ? raw : 1;
}

/** The three most helpful published reviews a business page shows. */
export const topReviews = (slug: string) => PAGE_READS.reviews(slug, 'helpful', 1, PAGE_SIZES.businessPageReviews);

/** The page of `/business/{slug}/reviews` its `?sort=` and `?page=` ask for. */
export const reviewsPageRead = (slug: string, search: URLSearchParams) =>
  PAGE_READS.reviews(slug, reviewSortOf(search), pageOf(search), PAGE_SIZES.reviewsPage);

/** `?q=` and `?page=` of a list page. */
const listOf = (search: URLSearchParams) => ({ q: search.get('q') ?? '', page: pageOf(search) });

/**
 * The description rules, loaded when a page is first described: only the server describes pages,
 * so their texts stay out of the browser's first load.
 */
const texts = () => import('./page-descriptions.js');

const legal = (page: LegalPage, title: string): PageEntry => ({
  path: `/${page}`,
  meta: async () => ({ title, description: (await texts()).LEGAL_DESCRIPTIONS[page] }),
  inSitemap: true,
});

/** An account page: its own words, never listed, never indexed, never in a shared cache. */
const account = (path: string, title: string, description: string): PageEntry => ({
  path,
  meta: () => ({ title, description }),
  private: true,
});

/** A whole list (every category, every country) in the sitemap's main file, described from that list. */
const wholeList = <T>(
  path: string,
  title: string,
  read: () => PageRead<T>,
  describe: (descriptions: Awaited<ReturnType<typeof texts>>, list: T) => string,
): PageEntry => ({
  path,
  reads: () => [read()],
  meta: async (_, context) => ({ title, description: describe(await texts(), await context.read(read())) }),
  inSitemap: true,
});

/**
 * The public site's route table (docs/screens.md §2): each page's path, what it reads, and its title
 * and description rules. The React router and its loaders, the server's page meta and the sitemap's
 * main file are built from it; a new page is one entry here plus its component.
 */
export const PAGES = {
  home: {
    path: '/',
    reads: () => [PAGE_READS.homepage()],
    meta: async (_, { read }) => {
      const { totals } = await read(PAGE_READS.homepage());
      return { description: (await texts()).homeDescription(totals ?? (await read(PAGE_READS.totals()))) };
    },
    inSitemap: true,
  },
  search: {
    path: '/search',
    reads: ({ search }) => {
      const query = readSearchQuery(search);
      return hasSearchTerms(query) ? [PAGE_READS.search(query)] : [];
    },
    meta: async ({ search }, { read }) => ({
      title: searchTitle(readSearchQuery(search)),
      description:
        (await texts()).searchDescription(search.get('q') ?? '', search.get('where') ?? '') ??
        (await texts()).searchEverythingDescription(await read(PAGE_READS.totals())),
      canonicalPath: '/search',
    }),
  },
  business: {
    path: '/business/:slug',
    reads: ({ params }) => [PAGE_READS.business(params.slug), topReviews(params.slug)],
    meta: async ({ params }, { read }) => {
      const b = await read(PAGE_READS.business(params.slug));
      const top = b.siteRating ? await read(topReviews(params.slug)).catch(() => null) : null;
      return {
        title: `${b.name} – ${b.category}`,
        description: (await texts()).businessPageDescription(b),
        canonicalPath: `/business/${b.slug}`,
        business: b,
        reviews: top?.reviews ?? [],
      };
    },
  },
  businessReviews: {
    path: '/business/:slug/reviews',
    reads: ({ params, search }) => [PAGE_READS.business(params.slug), reviewsPageRead(params.slug, search)],
    meta: async ({ params, search }, { read }) => {
      const [b, list] = await Promise.all([
        read(PAGE_READS.business(params.slug)),
        read(reviewsPageRead(params.slug, search)),
      ]);
      const page = pageOf(search);
      return {
        title: page > 1 ? `Reviews of ${b.name} – page ${page}` : `Reviews of ${b.name}`,
        description: (await texts()).reviewsPageDescription(b, list.summary),
        // One canonical address per page of reviews: the orders show the same reviews.
        canonicalPath: `/business/${b.slug}/reviews${page > 1 ? `?page=${page}` : ''}`,
      };
    },
  },
  categories: wholeList('/categories', 'Business Categories', PAGE_READS.categories, (descriptions, list) =>
    descriptions.categoriesDescription(list),
  ),
  /** A single letter filters the category list; anything longer names a category. */
  categoryOrLetter: {
    path: '/categories/:slug',
    reads: ({ params, search }) =>
      isLetterSegment(params.slug)
        ? [PAGE_READS.categories(params.slug.toUpperCase()), PAGE_READS.categories()]
        : [PAGE_READS.category(params.slug, pageOf(search))],
    meta: async ({ params, search }, { read }) => {
      if (isLetterSegment(params.slug)) {
        const letter = params.slug.toUpperCase();
        return {
          title: `Categories beginning with ${letter}`,
          description: (await texts()).categoriesDescription(await read(PAGE_READS.categories(letter)), letter),
        };
      }
      const c = await read(PAGE_READS.category(params.slug, pageOf(search)));
      return { title: `${c.category} Businesses`, description: (await texts()).categoryDescription(c) };
    },
  },
  countries: wholeList('/countries', 'Countries', PAGE_READS.countries, (descriptions, list) =>
    descriptions.countriesDescription(list),
  ),
  country: {
    path: '/countries/:slug',
    reads: ({ params }) => [PAGE_READS.country(params.slug)],
    meta: async ({ params }, { read }) => {
      const c = await read(PAGE_READS.country(params.slug));
      return { title: `${c.country} Business Directory`, description: (await texts()).countryDescription(c) };
    },
  },
  countryCities: {
    path: '/countries/:slug/cities',
    reads: ({ params, search }) => [PAGE_READS.countryCities(params.slug, listOf(search))],
    meta: async ({ params, search }, { read, countryName }) => {
      // The description counts the whole country: any page of the unfiltered list carries its totals.
      const list = listOf(search);
      const whole = await read(PAGE_READS.countryCities(params.slug, list.q ? { q: '', page: 1 } : list));
      const country = countryName(params.slug);
      return { title: `Cities in ${country}`, description: (await texts()).countryCitiesDescription(country, whole) };
    },
  },
  cities: {
    path: '/cities',
    reads: ({ search }) => [PAGE_READS.cities(listOf(search))],
    meta: async (_, { read }) => ({
      title: 'Cities Directory',
      description: (await texts()).citiesDescription(await read(PAGE_READS.totals())),
    }),
    inSitemap: true,
  },
  citiesLetter: {
    path: '/cities/:letter',
    reads: ({ params, search }) =>
      isLetterSegment(params.letter)
        ? [PAGE_READS.cities({ letter: params.letter.toUpperCase(), ...listOf(search) })]
        : [],
    meta: async ({ params }, { read }) => {
      if (!isLetterSegment(params.letter)) return null;
      const letter = params.letter.toUpperCase();
      // The description names the letter's largest cities: its first unfiltered page.
      const first = await read(PAGE_READS.cities({ letter, q: '', page: 1 }));
      return {
        title: `Cities beginning with ${letter}`,
        description: (await texts()).citiesLetterDescription(letter, first),
      };
    },
  },
  city: {
    path: '/cities/:countryCode/:citySlug',
    reads: ({ params, search }) => [PAGE_READS.city(params.countryCode, params.citySlug, pageOf(search))],
    meta: async ({ params, search }, { read }) => {
      const c = await read(PAGE_READS.city(params.countryCode, params.citySlug, pageOf(search)));
      return { title: `${c.city}, ${c.country}`, description: (await texts()).cityDescription(c) };
    },
  },
  accountSignup: account(
    '/account/signup',
    'Create an account',
    'Create a free account to review businesses and manage the ones you own.',
  ),
  accountLogin: account(
    '/account/login',
    'Sign in',
    'Sign in to your account to write reviews and manage your businesses.',
  ),
  accountVerify: account(
    '/account/verify',
    'Confirm your e-mail address',
    'Confirm the e-mail address of your account.',
  ),
  accountReset: account(
    '/account/reset',
    'Choose a new password',
    'Get a link to choose a new password for your account.',
  ),
  account: account('/account', 'Your account', 'Your profile, your reviews, your businesses and your data.'),
  accountClaim: account(
    '/business/:slug/claim',
    'Claim this business',
    'Show that you own or manage this business to keep its page up to date and answer its reviews.',
  ),
  accountClaimVerify: account(
    '/account/claims/:id/verify',
    'Confirm your claim',
    'Confirm with the link from your e-mail that you own this business.',
  ),
  accountBusiness: account(
    '/account/businesses/:id',
    'Manage your business',
    "Edit your business's description, contact details, hours and amenities, and answer its reviews.",
  ),
  contact: {
    path: '/contact',
    reads: () => [PAGE_READS.platformStats()],
    meta: async () => ({ title: 'Contact Us', description: (await texts()).STATIC_DESCRIPTIONS.contact }),
    inSitemap: true,
  },
  upload: {
    path: '/upload',
    meta: async () => ({ title: 'Upload Business', description: (await texts()).STATIC_DESCRIPTIONS.upload }),
  },
  privacyPolicy: legal('privacy-policy', 'Privacy Policy'),
  legalNotice: legal('legal-notice', 'Legal Notice'),
  termsOfService: legal('terms-of-service', 'Terms of Service'),
  cookiePolicy: legal('cookie-policy', 'Cookie Policy'),
} satisfies Record<string, PageEntry>;

export type PageName = keyof typeof PAGES;

/** The texts of the 404 page, whatever path it answers. */
export const notFoundText = async (): Promise<PageText> => ({
  title: '404 Page Not Found',
  description: (await texts()).STATIC_DESCRIPTIONS.notFound,
});

/** Each page's path pattern, by name. */
export const PAGE_PATHS = Object.fromEntries(Object.entries(PAGES).map(([name, page]) => [name, page.path])) as Record<
  PageName,
  string
>;

/** The pages of the sitemap's main file, in the table's order. */
export const SITEMAP_PAGES: readonly string[] = Object.values(PAGES as Record<PageName, PageEntry>)
  .filter((page) => page.inSitemap)
  .map((page) => page.path);

export interface PageMatch {
  name: PageName;
  page: PageEntry;
  params: Record<PageParam, string>;
}

const PATTERNS = Object.entries(PAGES).map(([name, page]) => ({
  name: name as PageName,
  page: page as PageEntry,
  segments: page.path.split('/').filter(Boolean),
}));

/** The page a request path shows, segments percent-decoded; null for none (a bad escape shows none). */
export function matchPage(pathname: string): PageMatch | null {
  const parts: string[] = [];
  for (const part of pathname.split('/').filter(Boolean)) {
    try {
      parts.push(decodeURIComponent(part));
    } catch {
      return null;
    }
  }
  for (const { name, page, segments } of PATTERNS) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = segments.every((segment, i) => {
      const part = parts[i] as string;
      if (segment.startsWith(':')) params[segment.slice(1)] = part;
      return segment.startsWith(':') || segment === part;
    });
    if (fits) return { name, page, params: params as Record<PageParam, string> };
  }
  return null;
}
