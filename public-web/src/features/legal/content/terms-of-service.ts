import { SITE } from '../../../config/site';
import type { LegalDocument } from './types';

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  intro: `These Terms of Service govern your use of the ${SITE.name}. By using the directory you agree to them.`,
  sections: [
    {
      heading: '1. The Service',
      paragraphs: [
        'The directory lets visitors find businesses by category, country and city, and lets business owners submit their business for listing. The service is free of charge for visitors.',
      ],
    },
    {
      heading: '2. Allowed Activities',
      list: [
        'Searching and browsing listings for personal or business purposes.',
        'Linking to and sharing pages of the directory.',
        'Submitting accurate information about a business you own or represent.',
        'Contacting businesses through the details they publish.',
      ],
    },
    {
      heading: '3. Prohibited Activities',
      list: [
        'Automated scraping, bulk downloading or copying of the directory or its database.',
        'Submitting false, misleading, offensive or infringing content.',
        'Impersonating a business or another person.',
        'Sending spam or unsolicited advertising to listed businesses using data from the directory.',
        'Attempting to disrupt, overload or gain unauthorised access to the service.',
      ],
    },
    {
      heading: '4. Listings',
      paragraphs: [
        'We review submitted businesses before publishing them and may edit, refuse or remove a listing at our discretion, in particular when it breaches these terms. Ratings and review counts are imported from third-party sources.',
      ],
    },
    {
      heading: '5. Liability',
      paragraphs: [
        'We provide the directory "as is". We are liable without limitation for intent and gross negligence; otherwise our liability is limited to foreseeable damage typical for this kind of service, as far as the law permits.',
      ],
    },
    {
      heading: '6. Changes to These Terms',
      paragraphs: [
        'We may update these terms. We will give at least 30 days notice of material changes by publishing them on this page before they take effect. Continued use after that date means you accept the new terms.',
      ],
    },
    {
      heading: '7. Governing Law',
      paragraphs: [
        `These terms are governed by the law of the operator's registered seat. Questions about them can be sent to ${SITE.legalEmail}.`,
      ],
    },
  ],
};
