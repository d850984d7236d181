// The .ics invitation attached to a booking confirmation (N15). Times are written in UTC, so
// every calendar shows the right instant whatever its zone.

import ical, { ICalCalendarMethod } from 'ical-generator';
import { COMPANY, formatCompanyAddress } from '@brokerage/shared/company/company-info';

export interface InviteData {
  id: string;
  startsAt: Date;
  endsAt: Date;
  customerName: string;
  customerEmail: string;
  products: string;
}

export function buildAppointmentInvite(invite: InviteData): string {
  const calendar = ical({
    name: `${COMPANY.shortName} call`,
    prodId: { company: COMPANY.shortName, product: 'booking' },
  });
  calendar.method(ICalCalendarMethod.REQUEST);
  calendar.createEvent({
    id: `${invite.id}@mapleshield.ca`,
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
