import { SITE } from '../../../config/site';
import type { LegalDocument } from './types';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  intro: `This Privacy Policy explains how ${SITE.company} ("we", "us") collects, uses and shares information when you use the ${SITE.name}, and which rights you have over your personal data.`,
  sections: [
    {
      heading: '1. Information We Collect',
      paragraphs: ['We collect only the information we need to run the directory:'],
      list: [
        'Information you give us: your name, email address, company, phone number and message when you contact us, and the business details you submit through the Upload Business form.',
        'Usage information: pages visited, searches made, referring pages, browser type, device type and approximate location derived from your IP address.',
        'Cookies and similar technologies, as described in our Cookie Policy.',
        'Business information: names, addresses, phone numbers, opening hours, ratings and amenities of listed businesses, obtained from public sources and from business owners.',
      ],
    },
    {
      heading: '2. How We Use Information',
      list: [
        'To operate, maintain and improve the directory and its search.',
        'To answer your enquiries and review business submissions.',
        'To measure how the site is used and to fix errors.',
        'To protect the directory against fraud, abuse and security threats.',
        'To comply with legal obligations.',
      ],
    },
    {
      heading: '3. Sharing of Information',
      paragraphs: [
        'We do not sell your personal data. We share information only with service providers who host the site, deliver email or provide analytics on our behalf and under contract; with authorities when the law requires it; and with a successor in the event of a merger or acquisition, subject to this policy.',
        'Business listings are public by design and can be seen by anyone who visits the directory.',
      ],
    },
    {
      heading: '4. Your Rights',
      paragraphs: ['Depending on where you live, you have the right to:'],
      list: [
        'access the personal data we hold about you;',
        'have inaccurate data corrected;',
        'have your data deleted;',
        'restrict or object to our processing;',
        'receive your data in a portable format;',
        'withdraw consent at any time, without affecting processing already carried out;',
        'lodge a complaint with a data protection authority.',
      ],
    },
    {
      heading: '5. Data Retention',
      paragraphs: [
        'Contact messages are kept for up to 24 months and then deleted. Analytics data is kept for up to 24 months in aggregated form. Business submissions that are not published are deleted after 12 months. We keep data longer only where the law requires it.',
      ],
    },
    {
      heading: '6. Security',
      paragraphs: [
        'We protect personal data with encryption in transit, access controls and regular reviews of our systems. No method of transmission over the internet is completely secure, but we work to protect your information.',
      ],
    },
    {
      heading: '7. Contact',
      paragraphs: [`To exercise your rights or ask about this policy, write to ${SITE.privacyEmail}.`],
    },
  ],
};
