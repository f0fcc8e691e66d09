import { type MailContent, renderMail } from './mail-content.js';

/** docs/behaviour.md §14: the mails of claims and change requests, in English, links absolute. */

export function claimLinkMail({ businessName, link }: { businessName: string; link: string }): MailContent {
  return renderMail({
    subject: `Confirm that you own ${businessName}`,
    greeting: 'Hello,',
    paragraphs: [
      `Someone signed in to the directory asked to manage the listing of ${businessName} and gave this address, which is at the domain of the business's website.`,
      'If that was you, confirm it while signed in to the same account.',
    ],
    action: { label: 'Confirm my ownership', url: link },
    closing:
      'The link works once, for 24 hours. If you did not ask for it, ignore this e-mail: nothing changes without it.',
  });
}

type Decision = { displayName: string; businessName: string; reason?: string | null; link: string };

export function claimApprovedMail({ displayName, businessName, link }: Decision): MailContent {
  return renderMail({
    subject: `You are now the verified owner of ${businessName}`,
    greeting: `Hello ${displayName},`,
    paragraphs: [
      `Your claim of ${businessName} was approved. You can now correct its description, phone, website, picture, hours and amenities, and reply to its reviews.`,
    ],
    action: { label: 'Manage my business', url: link },
  });
}

export function claimRejectedMail({ displayName, businessName, reason, link }: Decision): MailContent {
  return renderMail({
    subject: `Your claim of ${businessName} was not approved`,
    greeting: `Hello ${displayName},`,
    paragraphs: [`An administrator did not approve your claim of ${businessName}.`, `Reason: ${reason ?? '–'}`],
    action: { label: 'See my claims', url: link },
  });
}

export function ownershipRevokedMail({ displayName, businessName, link }: Decision): MailContent {
  return renderMail({
    subject: `You no longer manage ${businessName}`,
    greeting: `Hello ${displayName},`,
    paragraphs: [
      `An administrator removed your verified ownership of ${businessName}. Your reviews and replies stay as they are.`,
      'If you think this is a mistake, write to us through the contact page.',
    ],
    action: { label: 'My account', url: link },
  });
}

export function changeRequestDecidedMail({
  displayName,
  businessName,
  approved,
  reason,
  link,
}: Decision & { approved: boolean }): MailContent {
  return renderMail({
    subject: approved
      ? `Your changes to ${businessName} were approved`
      : `Your changes to ${businessName} were not approved`,
    greeting: `Hello ${displayName},`,
    paragraphs: approved
      ? [`The changes you asked for to ${businessName} were approved and are now on its page.`]
      : [`An administrator did not approve the changes you asked for to ${businessName}.`, `Reason: ${reason ?? '–'}`],
    action: { label: 'Manage my business', url: link },
  });
}
