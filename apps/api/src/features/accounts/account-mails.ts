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

/** Sign-up with a registered address answers as for a new one; the owner is told (ADR 0092). */
export function signUpAttemptMail(publicUrl: string, user: Recipient): OutgoingMail {
  return {
    to: user.email,
    subject: `Someone tried to create a ${COMPANY.shortName} account with your e-mail`,
    ...composeMail({
      greeting: `Hello ${user.firstName},`,
      paragraphs: [
        'Someone just tried to create an account with this e-mail address, which already has an account with us. No new account was created and nothing changed.',
        `If it was you, sign in (${publicUrl}/sign-in) or reset your password from the sign-in page (${publicUrl}/forgot-password).`,
        'If it was not you, you need do nothing.',
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

/** Sent to the new address; the change happens when the link is opened. */
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

/** Tells the old address that the account now uses another one, with a way to undo it (ADR 0092). */
export function emailChangedMail(
  publicUrl: string,
  user: Recipient,
  newEmail: string,
  undoToken: string,
): OutgoingMail {
  return {
    to: user.email,
    subject: `Your ${COMPANY.shortName} e-mail was changed`,
    ...composeMail({
      greeting: `Hello ${user.firstName},`,
      paragraphs: [
        `Your account now uses ${newEmail}. Messages about it will go there.`,
        'If you did not do this, open the link below: your account goes back to this address, every device is signed out and we send you a link to choose a new password.',
      ],
      action: { label: 'This wasn’t me', url: linkTo(publicUrl, '/account/not-me/', user.email, undoToken) },
      afterAction: [`This link works once and expires in 30 days. You can also call us at ${COMPANY.phone}.`],
    }),
  };
}

/** The only mail left after deletion; no name in it, as the name is erased (N25). */
export function accountDeletedMail(email: string): OutgoingMail {
  return {
    to: email,
    subject: `Your ${COMPANY.shortName} account was deleted`,
    ...composeMail({
      greeting: 'Hello,',
      paragraphs: [
        'Your account and the personal data we held about you have been deleted, as you asked.',
        'We keep only records without your name or contact details: your applications, requests and bookings for our files (marked "customer deleted their account"), quote figures and the log of what staff did.',
      ],
    }),
  };
}
