import { SITE } from '../../../config/site';
import type { LegalDocument } from './types';

export const legalNotice: LegalDocument = {
  title: 'Legal Notice',
  intro: `Information about the operator of the ${SITE.name}, as required by law.`,
  sections: [
    {
      heading: 'Company Details',
      list: [
        SITE.company,
        ...SITE.address,
        `Phone: ${SITE.phone}`,
        `Email: ${SITE.email}`,
        `Legal enquiries: ${SITE.legalEmail}`,
      ],
    },
    {
      heading: 'Business Hours',
      list: SITE.hours.map((row) => `${row.days}: ${row.time}`),
    },
    {
      heading: 'Responsibility for Content',
      paragraphs: [
        'We compile the directory with care, but business information comes from public sources and from business owners. We cannot guarantee that every listing is complete, accurate or current. Please tell us about any error and we will correct it promptly.',
        'Our pages link to external websites. Their operators alone are responsible for their content; we had no knowledge of unlawful content when we placed the links and will remove any such link once we learn of it.',
      ],
    },
    {
      heading: 'Dispute Resolution',
      paragraphs: ['If you have a complaint, we ask you to follow these steps:'],
      list: [
        'Direct contact: write to us first. We answer within 14 days and resolve most matters this way.',
        'Mediation: if we cannot agree, either party may propose mediation by an independent mediator; each side bears its own costs.',
        'Arbitration: if mediation fails, the dispute may be referred to binding arbitration under the rules of a recognised arbitration body.',
        'Legal action: nothing in these steps limits your right to bring a claim before the competent courts.',
      ],
    },
    {
      heading: 'Copyright',
      paragraphs: [
        `The design, text and compilation of this directory are protected by copyright. © ${SITE.company}. Business names and trademarks belong to their respective owners.`,
      ],
    },
  ],
};
