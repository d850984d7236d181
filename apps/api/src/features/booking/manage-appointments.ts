// The admin's appointments (platform spec sections 2 to 4): the appointments of a date, paged, and
// a status change with a note (audited, N25).

import { ADMIN_PAGE_SIZE, totalPagesFor } from '@brokerage/shared/admin/paged-list';
import type { PagedList } from '@brokerage/shared/admin/paged-list';
import type { AppointmentRecord, StatusUpdate } from '@brokerage/shared/contact/contact-schemas';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../admin/record-audit.ts';
import { addStatusNote, notesBySubject } from '../contact/status-notes.ts';
import { dayBounds } from './available-time-slots.ts';
import {
  countAppointmentsBetween,
  inTransaction,
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
  return inTransaction(db, async (tx) => {
    const before = await selectAppointment(tx, id);
    if (before === undefined) throw notFound(APPOINTMENT_NOT_FOUND);
    const row = await updateAppointmentStatus(tx, id, update.status);
    if (row === undefined) throw notFound(APPOINTMENT_NOT_FOUND);
    await addStatusNote(tx, {
      subject: 'appointment',
      subjectId: id,
      status: update.status,
      note: update.message,
      authorId: adminId,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'appointment.status-changed',
      target: id,
      details: { from: before.status, to: update.status },
    });
    const notes = await notesBySubject(tx, 'appointment', [id]);
    return toRecord(row, notes.get(id) ?? []);
  });
}

/** For the admin panel: appointments of today in Eastern time. */
export function countTodaysAppointments(db: Db, now = new Date()): Promise<number> {
  const { from, to } = dayBounds(todayInZone(now));
  return countAppointmentsBetween(db, from, to);
}
