// My account > Calls: the customer's bookings, cancel and reschedule. Each change frees
// or moves the seat, tells staff (mail, inbox timeline), writes the audit entry and mails the
// customer the same invitation (same UID) with a higher SEQUENCE, all in one transaction.

import {
  CALL_CANCELLED_MESSAGE,
  CALL_MOVED_MESSAGE,
  CALL_NOT_FOUND_MESSAGE,
  CALL_NOT_UPCOMING_MESSAGE,
  SAME_SLOT_MESSAGE,
} from '@brokerage/shared/booking/account-calls';
import type { AccountCall, RescheduleCallBody } from '@brokerage/shared/booking/account-calls';
import {
  findSlot,
  SLOT_FULL_MESSAGE,
  SLOT_UNAVAILABLE_MESSAGE,
  slotsOfDay,
} from '@brokerage/shared/booking/booking-slots';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { formatDisplayDate, todayInZone } from '@brokerage/shared/dates/civil-date';
import type { Db } from '../../db/client.ts';
import { rowOwnerOf } from '../../db/row-owner.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { getUserDetails } from '../accounts/get-user-details.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { ContactContext } from '../contact/contact-context.ts';
import { productNames, staffNotificationMail } from '../contact/contact-mails.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { composeMail } from '../mail/mail-layout.ts';
import { bookingInvite } from './appointment-invite.ts';
import { assertBookableDate } from './available-time-slots.ts';
import {
  addBookingTimelineNote,
  cancelAppointment,
  lockOwnedAppointment,
  moveToFreeSeat,
  selectOwnedAppointments,
} from './booking.repository.ts';
import type { AppointmentRow, BookingOwner } from './booking.repository.ts';

type CallsContext = Pick<ContactContext, 'db' | 'staffEmail' | 'slotCapacity'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function ownerOf(ctx: CallsContext, userId: string): Promise<BookingOwner> {
  const user = await getUserDetails(ctx, userId);
  return rowOwnerOf({ id: userId, email: user.email, emailConfirmed: user.emailConfirmed });
}

/** Date, 'HH:mm' and label of a slot start, Eastern. */
function whenOf(startsAt: Date): { date: string; time: string; label: string } {
  const date = todayInZone(startsAt);
  const slot = slotsOfDay(date).find((s) => s.startsAt.getTime() === startsAt.getTime());
  const clock = startsAt.toLocaleTimeString('en-CA', {
    timeZone: 'America/Toronto',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return { date, time: slot?.time ?? clock, label: slot?.label ?? clock };
}

function toCall(row: AppointmentRow, now: Date): AccountCall {
  return {
    id: row.id,
    ...whenOf(row.slotStart),
    startsAt: row.slotStart.toISOString(),
    products: row.products,
    state:
      row.cancelledAt !== null ? 'cancelled' : row.slotStart.getTime() > now.getTime() ? 'upcoming' : 'past',
    status: row.status,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

const describe = (startsAt: Date) => {
  const { date, label } = whenOf(startsAt);
  return `${formatDisplayDate(date)}, ${label} (Eastern time)`;
};

export async function listMyCalls(
  ctx: CallsContext,
  userId: string,
  now = new Date(),
): Promise<AccountCall[]> {
  const rows = await selectOwnedAppointments(ctx.db, await ownerOf(ctx, userId));
  return rows.map((row) => toCall(row, now));
}

/** The caller's upcoming booking, locked; 404 for anyone else's or an unknown id. */
async function lockUpcoming(tx: Db, id: string, owner: BookingOwner, now: Date) {
  const row = UUID.test(id) ? await lockOwnedAppointment(tx, id, owner) : undefined;
  if (row === undefined) throw notFound(CALL_NOT_FOUND_MESSAGE);
  if (row.cancelledAt !== null || row.slotStart.getTime() <= now.getTime()) {
    throw badRequest(CALL_NOT_UPCOMING_MESSAGE);
  }
  return row;
}

interface CallChange {
  action: 'appointment.cancelled' | 'appointment.rescheduled';
  auditDetails: Record<string, string>;
  /** The line on the staff inbox timeline. */
  timelineNote: string;
  method: 'REQUEST' | 'CANCEL';
  subject: string;
  paragraphs: string[];
  staffSubject: string;
  staffIntro: string;
}

/**
 * Everyone told of a change, inside its transaction: the inbox timeline, the audit log, the
 * customer's calendar (same UID, the row's raised sequence) and the office.
 */
async function announce(tx: Db, ctx: CallsContext, userId: string, row: AppointmentRow, change: CallChange) {
  await addBookingTimelineNote(tx, row.id, change.timelineNote);
  await recordAudit(tx, {
    actorId: userId,
    action: change.action,
    target: row.id,
    details: change.auditDetails,
  });
  const invite = bookingInvite(row, change.method);
  await enqueueMail(tx, {
    to: row.email,
    subject: `${change.subject} - ${COMPANY.shortName}`,
    ...composeMail({ greeting: `Hello ${row.firstName},`, paragraphs: change.paragraphs }),
    attachments: [invite],
  });
  await enqueueMail(
    tx,
    staffNotificationMail(ctx.staffEmail, change.staffSubject, change.staffIntro, row, [
      `Starts (UTC): ${row.slotStart.toISOString()}`,
    ]),
  );
}

export async function cancelMyCall(
  ctx: CallsContext,
  userId: string,
  id: string,
  now = new Date(),
): Promise<{ message: string; data: AccountCall }> {
  const owner = await ownerOf(ctx, userId);
  const row = await inTransaction(ctx.db, async (tx) => {
    const before = await lockUpcoming(tx, id, owner, now);
    const cancelled = await cancelAppointment(tx, before.id, now);
    if (cancelled === undefined) throw notFound(CALL_NOT_FOUND_MESSAGE);
    const when = describe(cancelled.slotStart);
    await announce(tx, ctx, userId, cancelled, {
      action: 'appointment.cancelled',
      auditDetails: { slotStart: cancelled.slotStart.toISOString() },
      timelineNote: `Cancelled by the customer (was ${when}).`,
      method: 'CANCEL',
      subject: 'Your call is cancelled',
      paragraphs: [
        `Your call with ${COMPANY.shortName} on ${when} is cancelled.`,
        'The attached update removes it from your calendar.',
        `To book another time, visit our site or call us at ${COMPANY.phone}.`,
      ],
      staffSubject: 'Appointment cancelled by the customer',
      staffIntro: `The call of ${when} was cancelled; its time is free again.`,
    });
    return cancelled;
  });
  return { message: CALL_CANCELLED_MESSAGE, data: toCall(row, now) };
}

export async function rescheduleMyCall(
  ctx: CallsContext,
  userId: string,
  id: string,
  body: RescheduleCallBody,
  now = new Date(),
): Promise<{ message: string; data: AccountCall }> {
  const owner = await ownerOf(ctx, userId);
  assertBookableDate(body.date, now);
  const slot = findSlot(body.date, body.time);
  if (slot === undefined || slot.startsAt.getTime() <= now.getTime()) {
    throw new AppError('VALIDATION_FAILED', SLOT_UNAVAILABLE_MESSAGE, {
      fieldErrors: { time: SLOT_UNAVAILABLE_MESSAGE },
    });
  }
  const row = await inTransaction(ctx.db, async (tx) => {
    const before = await lockUpcoming(tx, id, owner, now);
    if (before.slotStart.getTime() === slot.startsAt.getTime()) throw badRequest(SAME_SLOT_MESSAGE);
    const moved = await moveToFreeSeat(
      tx,
      before.id,
      { slotStart: slot.startsAt, slotEnd: slot.endsAt },
      ctx.slotCapacity,
    );
    if (moved === undefined) throw conflict(SLOT_FULL_MESSAGE);
    const from = describe(before.slotStart);
    const to = describe(moved.slotStart);
    await announce(tx, ctx, userId, moved, {
      action: 'appointment.rescheduled',
      auditDetails: { from: before.slotStart.toISOString(), to: moved.slotStart.toISOString() },
      timelineNote: `Moved by the customer from ${from} to ${to}.`,
      method: 'REQUEST',
      subject: 'Your call has moved',
      paragraphs: [
        `Your call with ${COMPANY.shortName} has moved to ${to} (it was ${from}).`,
        `An advisor will call you at ${moved.mobile} about: ${productNames(moved.products)}.`,
        'The attached update moves the call in your calendar.',
      ],
      staffSubject: 'Appointment moved by the customer',
      staffIntro: `The call of ${from} moved to ${to}.`,
    });
    return moved;
  });
  return { message: CALL_MOVED_MESSAGE, data: toCall(row, now) };
}
