// Mails of a contact request: an acknowledgment to the customer, a notification to staff.

import { findProductByValue } from '@brokerage/shared/catalogue/products';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { composeMail } from '../mail/mail-layout.ts';
import type { OutgoingMail } from '../mail/enqueue-mail.ts';

export const productNames = (values: number[]): string =>
  values.map((v) => findProductByValue(v)?.name ?? String(v)).join(', ');

export interface ContactMailData {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  products: number[];
  message: string;
}

export function contactAcknowledgmentMail(c: ContactMailData): OutgoingMail {
  const body = composeMail({
    greeting: `Hello ${c.firstName},`,
    paragraphs: [
      'Thank you for contacting us. One of our licensed representatives will get back to you shortly.',
      `You asked about: ${productNames(c.products)}.`,
      COMPANY.replyPromise,
      `If it is urgent, call us at ${COMPANY.phone}.`,
    ],
  });
  return { to: c.email, subject: `We received your request - ${COMPANY.shortName}`, ...body };
}

export function staffNotificationMail(
  staffEmail: string,
  subject: string,
  intro: string,
  c: ContactMailData,
  extra: string[] = [],
): OutgoingMail {
  const body = composeMail({
    greeting: 'Hello team,',
    paragraphs: [
      intro,
      `Name: ${c.firstName} ${c.lastName}`,
      `E-mail: ${c.email}`,
      `Mobile: ${c.mobile}`,
      `Products: ${productNames(c.products)}`,
      ...extra,
      ...(c.message ? [`Message: ${c.message}`] : []),
    ],
  });
  return { to: staffEmail, subject, ...body };
}
