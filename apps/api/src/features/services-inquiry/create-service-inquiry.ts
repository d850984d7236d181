// The services inquiries: leads from the products' lead forms (product-flows "Lead forms").
// The lead routes call `createServiceInquiry` after validating their body with the shared
// lead schema; it stores the lead, acknowledges it to the customer and notifies staff.

import type { Db } from '../../db/client.ts';
import { contactAcknowledgmentMail, staffNotificationMail } from '../contact/contact-mails.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { inTransaction } from '../../db/transaction.ts';
import { insertServiceInquiry } from './services-inquiry.repository.ts';

export interface ServiceInquiryInput {
  /** The lead form's product value (N6), e.g. 18 home and tenant, 19 auto. */
  product: number;
  firstName: string;
  lastName: string;
  email: string;
  /** 'ddd-ddd-dddd' (the shared phone schema's output). */
  mobile: string;
  /** Disability's message; '' when the form has none. */
  message?: string;
  /** Extra answers shown to staff and in the export, e.g. [{ key: 'Applying for', value: 'Renewal' }]. */
  details?: { key: string; value: string }[];
  /** The account a signed-in visitor sent it from; absent for a guest. */
  userId?: string;
}

export interface ServiceInquiryOptions {
  /** Where staff notifications go (config.staffEmail). */
  staffEmail: string;
  /** Default true: the customer's acknowledgment and the staff notification. */
  sendMail?: boolean;
}

/**
 * Stores one lead and queues its mails in one transaction with the outbox (N17), so a lead is never
 * kept without its mails nor mailed without being kept. Resolves with its id; a transaction passed
 * as `db` is joined (as a savepoint).
 */
export async function createServiceInquiry(
  db: Db,
  input: ServiceInquiryInput,
  options: ServiceInquiryOptions,
): Promise<{ recordId: string }> {
  return inTransaction(db, async (tx) => {
    const row = await insertServiceInquiry(tx, {
      product: input.product,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      mobile: input.mobile,
      message: input.message ?? '',
      details: input.details ?? [],
      userId: input.userId ?? null,
    });
    if (options.sendMail !== false) {
      const mailData = { ...input, message: input.message ?? '', products: [input.product] };
      await enqueueMail(tx, contactAcknowledgmentMail(mailData));
      await enqueueMail(
        tx,
        staffNotificationMail(
          options.staffEmail,
          'New services inquiry',
          'A visitor sent a lead form.',
          mailData,
          (input.details ?? []).map((d) => `${d.key}: ${d.value}`),
        ),
      );
    }
    return { recordId: row.id };
  });
}
