import { SITE_NAME } from '@directory/shared';

/** Public facts about the operator, shown on the contact and legal pages. */
export const SITE = {
  name: SITE_NAME,
  tagline:
    'Discover trusted local businesses worldwide. Browse by category, country and city, and find opening hours, locations and ratings in one place.',
  company: 'Global Business Directory Ltd.',
  address: ['350 Fifth Avenue, Suite 4100', 'New York, NY 10118', 'United States'],
  phone: '+1 (212) 555-0147',
  email: 'support@globalbusinessdirectory.example',
  legalEmail: 'legal@globalbusinessdirectory.example',
  privacyEmail: 'privacy@globalbusinessdirectory.example',
  hours: [
    { days: 'Monday – Friday', time: '9:00 AM – 6:00 PM EST' },
    { days: 'Saturday', time: '10:00 AM – 4:00 PM EST' },
    { days: 'Sunday', time: 'Closed' },
  ],
} as const;
