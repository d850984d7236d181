// The mail a customer gets at each status change of their application: set by staff
// in the inbox, or by the customer withdrawing from My applications. Here, in the mail
// feature, so that both features send the same words without depending on each other.

import { findProductByValue } from '@brokerage/shared/catalogue/products';
import { COMPANY } from '@brokerage/shared/company/company-info';
import type { ApplicationStatus } from '@brokerage/shared/staff-inbox/inbox-options';
import { composeMail } from './mail-layout.ts';

const STATUS_SENTENCES: Record<ApplicationStatus, string> = {
  Received: 'We have received your application.',
  'In review': 'An advisor is reviewing your application.',
  'More information needed': 'We need a little more information to go on with your application.',
  Approved: 'Your application has been approved.',
  'Policy issued': 'Your policy has been issued. The policy documents follow from the insurer.',
  Declined: 'We are sorry: your application was declined.',
  Withdrawn: 'Your application has been withdrawn.',
};

/** The mail of each application status change, also sent when the customer withdraws. */
export function applicationStatusMail(
  item: { email: string; firstName: string; product: number | null; reference: string },
  status: ApplicationStatus,
  note: string,
) {
  const product = item.product === null ? undefined : findProductByValue(item.product)?.name;
  const what = product === undefined ? 'application' : `${product} application`;
  return {
    to: item.email,
    subject: `Your ${what} (${item.reference}): ${status}`,
    ...composeMail({
      greeting: `Hello ${item.firstName},`,
      paragraphs: [
        STATUS_SENTENCES[status],
        ...(note === '' ? [] : [`A note from your advisor: ${note}`]),
        `If you have any question, reply to this e-mail or call us at ${COMPANY.phone}.`,
      ],
    }),
  };
}
