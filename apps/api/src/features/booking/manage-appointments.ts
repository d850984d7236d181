// The admin's appointments (platform spec sections 2 to 4): the appointments of a date, paged, and
// a status change with a note (audited, N25).

import { ADMIN_PAGE_SIZE, totalPagesFor } from '@brokerage/shared/admin/paged-list';
import type { PagedList } from '@brokerage/shared/admin/paged-list';
import type { AppointmentRecord, StatusUpdate } from '@brokerage/shared/contact/contact-schemas';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import type { Db } from '../../db/client.ts';
import { changeStatusWithNote, notesBySubject } from '../contact/status-notes.ts';
import { dayBounds } from './available-time-slots.ts';
import {
  countAppointmentsBetween,
  selectAppointment,
  selectAppointmentsBetween,
  updateAppointmentStatus,
} from './booking.repository.ts';
import type { AppointmentRow } from './booking.repository.ts';

export const APPOINTMENT_NOT_FOUND = 'This appointment does not exist';
export const APPOINTMENT_UPDATED = 'The appointment has been updated';

function toRecord(row: AppointmentRow, notes: AppointmentRecord['notes']): AppointmentRecord {
  return {
    recordId: row.id,
    fullName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    mobile: row.mobile,
    products: row.products,
    scheduledOn: row.slotStart.toISOString(),
    requestedOn: row.createdAt.toISOString(),
    status: row.status,
    message: row.message,
    notes,
  };
}

export async function listAppointmentsOn(
  db: Db,
  date: CivilDate,
  page: number,
): Promise<PagedList<AppointmentRecord>> {
  const { from, to } = dayBounds(date);
  const { rows, total } = await selectAppointmentsBetween(
    db,
    from,
    to,
    (page - 1) * ADMIN_PAGE_SIZE,
    ADMIN_PAGE_SIZE,
  );
  const notes = await notesBySubject(
    db,
    'appointment',
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => toRecord(r, notes.get(r.id) ?? [])), totalPages: totalPagesFor(total) };
}

export async function updateAppointment(
  db: Db,
  adminId: string,
  id: string,
  update: StatusUpdate,
): Promise<AppointmentRecord> {
  return changeStatusWithNote(db, {
    subject: 'appointment',
    id,
    adminId,
    update,
    audit: 'appointment.status-changed',
    notFoundMessage: APPOINTMENT_NOT_FOUND,
    select: selectAppointment,
    setStatus: updateAppointmentStatus,
    toRecord,
  });
}

/** For the admin panel: appointments of today in Eastern time. */
export function countTodaysAppointments(db: Db, now = new Date()): Promise<number> {
  const { from, to } = dayBounds(todayInZone(now));
  return countAppointmentsBetween(db, from, to);
}
