import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

export const en: TranslationMessages = {
  ...englishMessages,
  app: {
    dashboard: { title: 'Dashboard', totals: 'System status' },
  },
  resources: {
    businesses: {
      name: 'Business |||| Businesses',
      empty: 'No businesses found',
      fields: {
        name: 'Name',
        category: 'Category',
        address: 'Address',
        city: 'City',
        countryCode: 'Country code',
        phone: 'Phone',
        website: 'Website',
        rating: 'Rating',
        reviewCount: 'Reviews',
        isApproved: 'Approved',
        slug: 'Slug',
        createdAt: 'Created',
        search: 'Search',
      },
    },
  },
};
