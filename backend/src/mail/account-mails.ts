import { type MailContent, renderMail } from './mail-content.js';

/** docs/behaviour.md §12: the mails of the account calls, in English, links absolute. */

export function verifyEmailMail({ displayName, link }: { displayName: string; link: string }): MailContent {
  return renderMail({
    subject: 'Confirm your e-mail address',
    greeting: `Hello ${displayName},`,
    paragraphs: [
      'Thank you for signing up. Confirm your e-mail address to start writing reviews and managing your businesses.',
    ],
    action: { label: 'Confirm my e-mail address', url: link },
    closing:
      'The link works once, for 24 hours. If you did not sign up, ignore this e-mail: no account is opened without it.',
  });
}

export function accountExistsMail({ displayName, resetLink }: { displayName: string; resetLink: string }): MailContent {
  return renderMail({
    subject: 'You already have an account',
    greeting: `Hello ${displayName},`,
    paragraphs: [
      'Someone, probably you, tried to sign up with this e-mail address, which already has an account. Nothing was changed.',
      'If you forgot your password, you can choose a new one.',
    ],
    action: { label: 'Choose a new password', url: resetLink },
    closing: 'The link works once, for 1 hour. If it was not you, ignore this e-mail.',
  });
}

export function passwordResetMail({ displayName, link }: { displayName: string; link: string }): MailContent {
  return renderMail({
    subject: 'Choose a new password',
    greeting: `Hello ${displayName},`,
    paragraphs: ['We received a request to choose a new password for your account.'],
    action: { label: 'Choose a new password', url: link },
    closing:
      'The link works once, for 1 hour; using it signs you out everywhere. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  });
}

export function passwordChangedMail({ displayName }: { displayName: string }): MailContent {
  return renderMail({
    subject: 'Your password was changed',
    greeting: `Hello ${displayName},`,
    paragraphs: [
      'The password of your account was just changed, and your other sessions were signed out.',
      'If this was not you, choose a new password at once with "Forgot your password?" on the sign-in page.',
    ],
  });
}

export function accountDeletedMail({ displayName }: { displayName: string }): MailContent {
  return renderMail({
    subject: 'Your account was deleted',
    greeting: `Hello ${displayName},`,
    paragraphs: ['Your account and everything stored about it (profile, reviews, votes and reports) were deleted.'],
  });
}
