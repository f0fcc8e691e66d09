import { PAGES, type PageEntry, type PageName } from '@directory/shared';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { RootLayout } from '../components/layout/root-layout';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { homeLoader } from '../features/home/api/home-loader';
import { pageLoader } from './preload';

type LazyComponent = () => Promise<ComponentType>;

/** Each page's component, by its name in the route table; every page is its own chunk, loaded on first visit. */
const PAGE_COMPONENTS: Record<PageName, LazyComponent> = {
  home: async () => (await import('../features/home/components/home-page')).HomePage,
  search: async () => (await import('../features/search/components/search-page')).SearchPage,
  business: async () => (await import('../features/businesses/components/business-page')).BusinessPage,
  businessReviews: async () => (await import('../features/reviews/components/reviews-page')).ReviewsPage,
  categories: async () => (await import('../features/categories/components/categories-page')).CategoriesPage,
  categoryOrLetter: async () => (await import('../features/categories/components/category-route')).CategoryRoute,
  countries: async () => (await import('../features/countries/components/countries-page')).CountriesPage,
  country: async () => (await import('../features/countries/components/country-page')).CountryPage,
  countryCities: async () => (await import('../features/cities/components/country-cities-page')).CountryCitiesPage,
  cities: async () => (await import('../features/cities/components/cities-page')).CitiesPage,
  citiesLetter: async () => (await import('../features/cities/components/city-letter-route')).CityLetterRoute,
  city: async () => (await import('../features/cities/components/city-page')).CityPage,
  accountSignup: async () => (await import('../features/account/components/sign-up-page')).SignUpPage,
  accountLogin: async () => (await import('../features/account/components/sign-in-page')).SignInPage,
  accountVerify: async () => (await import('../features/account/components/verify-page')).VerifyPage,
  accountReset: async () => (await import('../features/account/components/reset-page')).ResetPage,
  account: async () => (await import('../features/account/components/account-page')).AccountPage,
  accountClaim: async () => (await import('../features/claims/components/claim-page')).ClaimPage,
  accountClaimVerify: async () => (await import('../features/claims/components/claim-verify-page')).ClaimVerifyPage,
  accountBusiness: async () => (await import('../features/owner/components/owner-business-page')).OwnerBusinessPage,
  contact: async () => (await import('../features/contact/components/contact-page')).ContactPage,
  upload: async () => (await import('../features/upload/components/upload-page')).UploadPage,
  privacyPolicy: async () => (await import('../features/legal/components/legal-routes')).PrivacyPolicyPage,
  legalNotice: async () => (await import('../features/legal/components/legal-routes')).LegalNoticePage,
  termsOfService: async () => (await import('../features/legal/components/legal-routes')).TermsOfServicePage,
  cookiePolicy: async () => (await import('../features/legal/components/legal-routes')).CookiePolicyPage,
};

/**
 * Pages that read through a loader of their own, whose answer the page takes with `useLoaderData`:
 * they hydrate without the query cache's code. The others read through the query cache, filled on
 * the server by pageLoader.
 */
const ROUTER_LOADERS: Partial<Record<PageName, LoaderFunction>> = { home: homeLoader };

/** One route of the table: its path (the home page is the layout's index), its loader when it reads data, its component. */
function pageRoute(name: PageName, page: PageEntry): RouteObject {
  const load = PAGE_COMPONENTS[name];
  return {
    ...(page.path === '/' ? { index: true } : { path: page.path }),
    ...(page.reads && { loader: ROUTER_LOADERS[name] ?? pageLoader(page) }),
    lazy: async () => ({ Component: await load() }),
  };
}

const pages = Object.entries(PAGES as Record<PageName, PageEntry>) as [PageName, PageEntry][];
const readsThroughRouter = ([name]: [PageName, PageEntry]) => name in ROUTER_LOADERS;

/**
 * The public site's routes, from the shared route table (PAGES). The pages that read through the
 * query cache sit in a layout route (QueryScopeOutlet) that brings the cache when first needed.
 */
export const routes: RouteObject[] = [
  {
    path: PAGES.home.path,
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors of a page show inside the layout, under the navigation.
        ErrorBoundary: RouteError,
        children: [
          ...pages.filter(readsThroughRouter).map(([name, page]) => pageRoute(name, page)),
          {
            lazy: async () => ({ Component: (await import('../lib/query-scope')).QueryScopeOutlet }),
            children: pages.filter((entry) => !readsThroughRouter(entry)).map(([name, page]) => pageRoute(name, page)),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
