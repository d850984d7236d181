// The account messages (N17): verification, resend, password reset, password changed.

import { COMPANY } from '@brokerage/shared/company/company-info';
import { composeMail } from '../mail/mail-layout.ts';
import type { OutgoingMail } from '../mail/enqueue-mail.ts';

interface Recipient {
  email: string;
  firstName: string;
}

function linkTo(publicUrl: string, path: string, email: string, token: string): string {
  return `${publicUrl}${path}?${new URLSearchParams({ email, token }).toString()}`;
}

export function verificationMail(
  publicUrl: string,
  user: Recipient,
  token: string,
  resend = false,
): OutgoingMail {
  const link = linkTo(publicUrl, '/verify-email/', user.email, token);
  return {
    to: user.email,
    subject: resend
      ? `Your new confirmation link for ${COMPANY.shortName}`
      : `Confirm your e-mail for ${COMPANY.shortName}`,
    ...composeMail({
      greeting: `Hello ${user.firstName},`,
      paragraphs: resend
        ? [
            'You asked for a new link to confirm your e-mail address. Earlier links still work until they expire.',
          ]
        : [
            `Thank you for creating your account with ${COMPANY.name}.`,
            'Please confirm your e-mail address.',
          ],
      action: { label: 'Confirm my e-mail', url: link },
      afterAction: [
        'This link works once and expires in 7 days. If you did not create an account, ignore this e-mail.',
      ],
    }),
  };
}

export function passwordResetMail(publicUrl: string, user: Recipient, token: string): OutgoingMail {
  const link = linkTo(publicUrl, '/reset-password/', user.email, token);
  return {
    to: user.email,
    subject: `Reset your ${COMPANY.shortName} password`,
    ...composeMail({
      greeting: `Hello ${user.firstName},`,
      paragraphs: ['We received a request to reset the password of your account.'],
      action: { label: 'Set a new password', url: link },
      afterAction: [
        'This link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays the same.',
      ],
    }),
  };
}

export function passwordChangedMail(publicUrl: string, user: Recipient): OutgoingMail {
  return {
    to: user.email,
    subject: `Your ${COMPANY.shortName} password was changed`,
    ...composeMail({
      greeting: `Hello ${user.firstName},`,
      paragraphs: [
        'The password of your account was just changed, and every device signed in with the old password was signed out.',
        `If you did not do this, reset your password at once from the sign-in page (${publicUrl}/sign-in) and call us at ${COMPANY.phone}.`,
      ],
    }),
  };
}

/** Issue 15: sent to the new address; the change happens when the link is opened. */
export function emailChangeMail(publicUrl: string, user: Recipient, token: string): OutgoingMail {
  const link = linkTo(publicUrl, '/account/confirm-email/', user.email, token);
  return {
    to: user.email,
    subject: `Confirm your new e-mail for ${COMPANY.shortName}`,
    ...composeMail({
      greeting: `Hello ${user.firstName},`,
      paragraphs: [
        'You asked to use this address for your account. Your old address stays in use until you confirm.',
      ],
      action: { label: 'Use this e-mail', url: link },
      afterAction: [
        'This link works once and expires in 24 hours. If you did not ask for it, ignore this e-mail.',
      ],
    }),
  };
}

/** Issue 15: tells the old address that the account now uses another one. */
export function emailChangedMail(publicUrl: string, user: Recipient, newEmail: string): OutgoingMail {
  return {
    to: user.email,
    subject: `Your ${COMPANY.shortName} e-mail was changed`,
    ...composeMail({
      greeting: `Hello ${user.firstName},`,
      paragraphs: [
        `Your account now uses ${newEmail}. Messages about it will go there.`,
        `If you did not do this, call us at ${COMPANY.phone} (${publicUrl}).`,
      ],
    }),
  };
}

/** Issue 15: the only mail left after deletion; no name in it, as the name is erased (N25). */
export function accountDeletedMail(email: string): OutgoingMail {
  return {
    to: email,
    subject: `Your ${COMPANY.shortName} account was deleted`,
    ...composeMail({
      greeting: 'Hello,',
      paragraphs: [
        'Your account and the personal data we held about you have been deleted, as you asked.',
        'We keep only records without your name or contact details: quote figures and the log of what staff did.',
      ],
    }),
  };
}
