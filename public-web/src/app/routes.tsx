import { PAGE_PATHS } from '@directory/shared';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '../components/layout/root-layout';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { PAGE_LOADERS } from './preload';

/** Every page is its own chunk, loaded when its route is first visited; paths from the shared route table. */
export const routes: RouteObject[] = [
  {
    path: PAGE_PATHS.home,
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors of a page show inside the layout, under the navigation.
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            loader: PAGE_LOADERS.home,
            lazy: async () => ({ Component: (await import('../features/home/components/home-page')).HomePage }),
          },
          {
            path: PAGE_PATHS.search,
            loader: PAGE_LOADERS.search,
            lazy: async () => ({ Component: (await import('../features/search/components/search-page')).SearchPage }),
          },
          {
            path: PAGE_PATHS.business,
            loader: PAGE_LOADERS.business,
            lazy: async () => ({
              Component: (await import('../features/businesses/components/business-page')).BusinessPage,
            }),
          },
          {
            path: PAGE_PATHS.categories,
            loader: PAGE_LOADERS.categories,
            lazy: async () => ({
              Component: (await import('../features/categories/components/categories-page')).CategoriesPage,
            }),
          },
          {
            path: PAGE_PATHS.categoryOrLetter,
            loader: PAGE_LOADERS.categoryOrLetter,
            lazy: async () => ({
              Component: (await import('../features/categories/components/category-route')).CategoryRoute,
            }),
          },
          {
            path: PAGE_PATHS.countries,
            loader: PAGE_LOADERS.countries,
            lazy: async () => ({
              Component: (await import('../features/countries/components/countries-page')).CountriesPage,
            }),
          },
          {
            path: PAGE_PATHS.country,
            loader: PAGE_LOADERS.country,
            lazy: async () => ({
              Component: (await import('../features/countries/components/country-page')).CountryPage,
            }),
          },
          {
            path: PAGE_PATHS.countryCities,
            loader: PAGE_LOADERS.countryCities,
            lazy: async () => ({
              Component: (await import('../features/cities/components/country-cities-page')).CountryCitiesPage,
            }),
          },
          {
            path: PAGE_PATHS.cities,
            loader: PAGE_LOADERS.cities,
            lazy: async () => ({ Component: (await import('../features/cities/components/cities-page')).CitiesPage }),
          },
          {
            path: PAGE_PATHS.citiesLetter,
            loader: PAGE_LOADERS.citiesLetter,
            lazy: async () => ({
              Component: (await import('../features/cities/components/city-letter-route')).CityLetterRoute,
            }),
          },
          {
            path: PAGE_PATHS.city,
            loader: PAGE_LOADERS.city,
            lazy: async () => ({ Component: (await import('../features/cities/components/city-page')).CityPage }),
          },
          {
            path: PAGE_PATHS.contact,
            loader: PAGE_LOADERS.contact,
            lazy: async () => ({
              Component: (await import('../features/contact/components/contact-page')).ContactPage,
            }),
          },
          {
            path: PAGE_PATHS.privacyPolicy,
            lazy: async () => ({
              Component: (await import('../features/legal/components/legal-routes')).PrivacyPolicyPage,
            }),
          },
          {
            path: PAGE_PATHS.legalNotice,
            lazy: async () => ({
              Component: (await import('../features/legal/components/legal-routes')).LegalNoticePage,
            }),
          },
          {
            path: PAGE_PATHS.termsOfService,
            lazy: async () => ({
              Component: (await import('../features/legal/components/legal-routes')).TermsOfServicePage,
            }),
          },
          {
            path: PAGE_PATHS.cookiePolicy,
            lazy: async () => ({
              Component: (await import('../features/legal/components/legal-routes')).CookiePolicyPage,
            }),
          },
          {
            path: PAGE_PATHS.upload,
            lazy: async () => ({ Component: (await import('../features/upload/components/upload-page')).UploadPage }),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
