// The .ics invitation attached to a booking confirmation (N15). Times are written in UTC, so
// every calendar shows the right instant whatever its zone. A change or a cancellation sends the
// same UID with a higher SEQUENCE, so calendars update the event instead of adding one.

import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { COMPANY, formatCompanyAddress } from '@brokerage/shared/company/company-info';
import { productNames } from '../contact/contact-mails.ts';
import type { AppointmentRow } from './booking.repository.ts';

export interface InviteData {
  id: string;
  startsAt: Date;
  endsAt: Date;
  customerName: string;
  customerEmail: string;
  products: string;
  /** 0 for the first invitation; the booking's stored sequence after a change. */
  sequence?: number;
  /** CANCEL withdraws the event from the customer's calendar. */
  method?: 'REQUEST' | 'CANCEL';
}

export function buildAppointmentInvite(invite: InviteData): string {
  const calendar = ical({
    name: `${COMPANY.shortName} call`,
    prodId: { company: COMPANY.shortName, product: 'booking' },
  });
  const cancelled = invite.method === 'CANCEL';
  calendar.method(cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  calendar.createEvent({
    id: `${invite.id}@mapleshield.ca`,
    sequence: invite.sequence ?? 0,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    start: invite.startsAt,
    end: invite.endsAt,
    summary: `Call with ${COMPANY.shortName}`,
    description: `An advisor will call you about: ${invite.products}. Phone: ${COMPANY.phone}`,
    location: formatCompanyAddress(),
    organizer: { name: COMPANY.name, email: COMPANY.email },
    attendees: [{ name: invite.customerName, email: invite.customerEmail, rsvp: false }],
  });
  return calendar.toString();
}

/** The invitation as a mail attachment; the content type repeats the METHOD, as calendars expect. */
export function inviteAttachment(invite: InviteData) {
  const method = invite.method ?? 'REQUEST';
  return {
    filename: 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: buildAppointmentInvite(invite),
  };
}

/** The invitation of a stored booking, at its current sequence. */
export function bookingInvite(
  row: Pick<
    AppointmentRow,
    'id' | 'slotStart' | 'slotEnd' | 'firstName' | 'lastName' | 'email' | 'products' | 'sequence'
  >,
  method: InviteData['method'] = 'REQUEST',
) {
  return inviteAttachment({
    id: row.id,
    startsAt: row.slotStart,
    endsAt: row.slotEnd,
    customerName: `${row.firstName} ${row.lastName}`,
    customerEmail: row.email,
    products: productNames(row.products),
    sequence: row.sequence,
    method,
  });
}
