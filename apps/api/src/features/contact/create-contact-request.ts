// POST contact/ (platform spec section 7): stores the request, acknowledges it to the customer and
// notifies staff, in one transaction with the outbox (N17).

import { CONTACT_THANK_YOU } from '@brokerage/shared/contact/contact-schemas';
import type { ContactRequest } from '@brokerage/shared/contact/contact-schemas';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import type { ContactContext } from './contact-context.ts';
import { contactAcknowledgmentMail, staffNotificationMail } from './contact-mails.ts';
import { inTransaction } from '../../db/transaction.ts';
import { insertContact } from './contact.repository.ts';

export interface ContactOrigin {
  signedIn: boolean;
  /** The account a signed-in visitor sent it from. */
  userId?: string;
  userAgent?: string;
  now?: Date;
}

export async function createContactRequest(
  ctx: ContactContext,
  body: ContactRequest,
  origin: ContactOrigin,
): Promise<{ message: string; recordId: string }> {
  const now = origin.now ?? new Date();
  const additionalInfo = [
    { key: 'Source', value: 'Contact dialog' },
    ...(body.page ? [{ key: 'Page', value: body.page }] : []),
    { key: 'Signed in', value: origin.signedIn ? 'Yes' : 'No' },
    {
      key: 'Submitted (Eastern time)',
      value: now.toLocaleString('en-CA', {
        timeZone: 'America/Toronto',
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
    },
    ...(origin.userAgent ? [{ key: 'Browser', value: origin.userAgent.slice(0, 200) }] : []),
  ];
  const row = await inTransaction(ctx.db, async (tx) => {
    const created = await insertContact(tx, {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      mobile: body.mobile,
      products: body.products,
      message: body.message,
      additionalInfo,
      userId: origin.userId ?? null,
    });
    await enqueueMail(tx, contactAcknowledgmentMail(body));
    await enqueueMail(
      tx,
      staffNotificationMail(ctx.staffEmail, 'New contact request', 'A visitor asked to be contacted.', body),
    );
    return created;
  });
  return { message: CONTACT_THANK_YOU, recordId: row.id };
}
