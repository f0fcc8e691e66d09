import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '../components/layout/root-layout';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';

/** Every page is its own chunk, loaded when its route is first visited. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/home/components/home-page')).HomePage }),
      },
      {
        path: 'search',
        lazy: async () => ({ Component: (await import('../features/search/components/search-page')).SearchPage }),
      },
      {
        path: 'business/:slug',
        lazy: async () => ({
          Component: (await import('../features/businesses/components/business-page')).BusinessPage,
        }),
      },
      {
        path: 'categories',
        lazy: async () => ({
          Component: (await import('../features/categories/components/categories-page')).CategoriesPage,
        }),
      },
      {
        path: 'categories/:slug',
        lazy: async () => ({
          Component: (await import('../features/categories/components/category-route')).CategoryRoute,
        }),
      },
      {
        path: 'countries',
        lazy: async () => ({
          Component: (await import('../features/countries/components/countries-page')).CountriesPage,
        }),
      },
      {
        path: 'countries/:slug',
        lazy: async () => ({ Component: (await import('../features/countries/components/country-page')).CountryPage }),
      },
      {
        path: 'countries/:slug/cities',
        lazy: async () => ({
          Component: (await import('../features/cities/components/country-cities-page')).CountryCitiesPage,
        }),
      },
      {
        path: 'cities',
        lazy: async () => ({ Component: (await import('../features/cities/components/cities-page')).CitiesPage }),
      },
      {
        path: 'cities/:letter',
        lazy: async () => ({
          Component: (await import('../features/cities/components/city-letter-route')).CityLetterRoute,
        }),
      },
      {
        path: 'cities/:countryCode/:citySlug',
        lazy: async () => ({ Component: (await import('../features/cities/components/city-page')).CityPage }),
      },
      {
        path: 'contact',
        lazy: async () => ({ Component: (await import('../features/contact/components/contact-page')).ContactPage }),
      },
      {
        path: 'privacy-policy',
        lazy: async () => ({
          Component: (await import('../features/legal/components/legal-routes')).PrivacyPolicyPage,
        }),
      },
      {
        path: 'legal-notice',
        lazy: async () => ({ Component: (await import('../features/legal/components/legal-routes')).LegalNoticePage }),
      },
      {
        path: 'terms-of-service',
        lazy: async () => ({
          Component: (await import('../features/legal/components/legal-routes')).TermsOfServicePage,
        }),
      },
      {
        path: 'cookie-policy',
        lazy: async () => ({ Component: (await import('../features/legal/components/legal-routes')).CookiePolicyPage }),
      },
      {
        path: 'upload',
        lazy: async () => ({ Component: (await import('../features/upload/components/upload-page')).UploadPage }),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
