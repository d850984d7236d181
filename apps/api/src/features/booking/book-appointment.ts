// POST contact/book-appointment (product-flows sections 4 and 7, N15): takes a seat of the slot,
// mails the customer a confirmation with an .ics invitation and notifies staff, in one
// transaction. A full slot is a 409 decided by the database's unique index.

import {
  findSlot,
  SLOT_FULL_MESSAGE,
  SLOT_UNAVAILABLE_MESSAGE,
} from '@brokerage/shared/booking/booking-slots';
import type { BookAppointment } from '@brokerage/shared/booking/book-appointment-schema';
import type { BookedAppointment } from '@brokerage/shared/booking/booking-slots';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { formatDisplayDate } from '@brokerage/shared/dates/civil-date';
import { AppError, conflict } from '../../lib/app-error.ts';
import type { ContactContext } from '../contact/contact-context.ts';
import { productNames, staffNotificationMail } from '../contact/contact-mails.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { composeMail } from '../mail/mail-layout.ts';
import { bookingInvite } from './appointment-invite.ts';
import { assertBookableDate } from './available-time-slots.ts';
import { inTransaction } from '../../db/transaction.ts';
import { insertIntoFreeSeat } from './booking.repository.ts';

export const BOOKED_MESSAGE = 'Your call is booked. We have sent you a confirmation e-mail.';

export async function bookAppointment(
  ctx: ContactContext,
  body: BookAppointment,
  options: { userId?: string; now?: Date } = {},
): Promise<{ message: string; data: BookedAppointment }> {
  const now = options.now ?? new Date();
  assertBookableDate(body.date, now);
  const slot = findSlot(body.date, body.time);
  if (slot === undefined || slot.startsAt.getTime() <= now.getTime()) {
    throw new AppError('VALIDATION_FAILED', SLOT_UNAVAILABLE_MESSAGE, {
      fieldErrors: { time: SLOT_UNAVAILABLE_MESSAGE },
    });
  }
  const when = `${formatDisplayDate(body.date)}, ${slot.label} (Eastern time)`;

  const row = await inTransaction(ctx.db, async (tx) => {
    const booked = await insertIntoFreeSeat(
      tx,
      {
        slotStart: slot.startsAt,
        slotEnd: slot.endsAt,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        mobile: body.mobile,
        products: body.products,
        message: body.message,
        userId: options.userId ?? null,
      },
      ctx.slotCapacity,
    );
    if (booked === undefined) throw conflict(SLOT_FULL_MESSAGE);
    const invite = bookingInvite(booked);
    const confirmation = composeMail({
      greeting: `Hello ${body.firstName},`,
      paragraphs: [
        `Your call with ${COMPANY.shortName} is booked for ${when}.`,
        `An advisor will call you at ${body.mobile} about: ${productNames(body.products)}.`,
        'The attached invitation adds the call to your calendar.',
        // A signed-in customer moves or cancels it in My account > Calls.
        options.userId === undefined
          ? `To change it, call us at ${COMPANY.phone}.`
          : `To change or cancel it, open My account > Calls: ${ctx.publicUrl}/account/calls`,
      ],
    });
    await enqueueMail(tx, {
      to: body.email,
      subject: `Your call is booked - ${COMPANY.shortName}`,
      ...confirmation,
      attachments: [invite],
    });
    await enqueueMail(
      tx,
      staffNotificationMail(
        ctx.staffEmail,
        'New appointment booked',
        `A call was booked for ${when}.`,
        body,
        [`Starts (UTC): ${slot.startsAt.toISOString()}`],
      ),
    );
    return booked;
  });

  return {
    message: BOOKED_MESSAGE,
    data: {
      recordId: row.id,
      scheduledOn: row.slotStart.toISOString(),
      date: body.date,
      time: slot.time,
      label: slot.label,
    },
  };
}
