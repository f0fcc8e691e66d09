import { SITE } from '../../../config/site';
import type { LegalDocument } from './types';

export const cookiePolicy: LegalDocument = {
  title: 'Cookie Policy',
  intro: `This Cookie Policy explains which cookies the ${SITE.name} uses, why, and for how long.`,
  sections: [
    {
      heading: 'What Are Cookies?',
      paragraphs: [
        'Cookies are small text files that a website stores in your browser. They let the site remember your actions and preferences over time.',
      ],
    },
    {
      heading: 'Cookies We Use',
      table: {
        head: ['Type', 'Purpose', 'Duration'],
        rows: [
          ['Essential', 'Security, load balancing and remembering your cookie choices', 'Session'],
          ['Preferences', 'Remembering settings such as list layout', '1 year'],
          ['Analytics', 'Understanding how visitors use the directory', '24 months'],
          ['Marketing', 'Measuring campaigns and showing relevant content', '90 days'],
          ['Authentication', 'Keeping administrators signed in', '30 days'],
        ],
      },
    },
    {
      heading: 'Managing Cookies',
      paragraphs: [
        'You can refuse or delete cookies in your browser settings. Essential cookies are needed for the site to work; blocking other cookies does not stop you from using the directory.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about cookies can be sent to ${SITE.privacyEmail}.`],
    },
  ],
};
