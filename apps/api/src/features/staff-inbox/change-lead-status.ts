// POST /api/admin/inbox/:id/status: a status change and/or a note on one lead.
// Contact requests and bookings go through their own features' use cases, so the spec pages'
// notes history and audit stay the one record; lead forms through the services-inquiry use case;
// application statuses live on the inbox row, and each change mails the customer (My
// applications' statuses), with the note when staff chose to send it. Every change joins the timeline and the
// audit log, in one transaction.

import { inTransaction } from '../../db/transaction.ts';
import {
  APPLICATION_STATUSES,
  LEAD_STATUSES,
  isApplicationKind,
} from '@brokerage/shared/staff-inbox/inbox-options';
import type { ApplicationStatus } from '@brokerage/shared/staff-inbox/inbox-options';
import type { ChangeInboxStatusBody } from '@brokerage/shared/staff-inbox/inbox-schemas';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { updateAppointment } from '../booking/manage-appointments.ts';
import { updateContact } from '../contact/manage-contacts.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { applicationStatusMail } from '../mail/application-status-mail.ts';
import { setServiceInquiryStatus } from '../services-inquiry/manage-service-inquiries.ts';
import { insertAudit, insertEvents, lockInboxItem, updateItemStatus } from './staff-inbox.repository.ts';
import type { InboxItemRow } from './staff-inbox.repository.ts';

export const LEAD_NOT_FOUND = 'This lead does not exist';
export const STATUS_SAVED = 'Saved';
export const WRONG_STATUS_MESSAGE = 'This status does not apply to this kind of lead';

type Change = { status?: string | undefined; note: string; noteToCustomer: boolean };

export async function changeLeadStatus(
  db: Db,
  id: string,
  body: ChangeInboxStatusBody & Change,
  actorId: string,
): Promise<{ message: string }> {
  return inTransaction(db, async (tx) => {
    // Locked: a concurrent withdrawal waits for this change, or this one for it.
    const item = await lockInboxItem(tx, id);
    if (item === undefined) throw notFound(LEAD_NOT_FOUND);
    const status = body.status ?? item.status;
    const allowed: readonly string[] = isApplicationKind(item.kind) ? APPLICATION_STATUSES : LEAD_STATUSES;
    if (!allowed.includes(status)) throw badRequest(WRONG_STATUS_MESSAGE);
    const changed = status !== item.status;
    await applyToSource(tx, item, status, body.note, actorId);
    await insertEvents(tx, [
      {
        itemId: id,
        kind: changed ? 'status' : 'note',
        status: changed ? status : null,
        note: body.note,
        noteToCustomer: isApplicationKind(item.kind) && body.noteToCustomer,
        actorId,
      },
    ]);
    await insertAudit(tx, {
      actorId,
      action: changed ? 'inbox.status-changed' : 'inbox.note-added',
      target: id,
      details: { kind: item.kind, from: item.status, to: status },
    });
    // A customer who deleted their account left no address to write to (ADR 0092).
    if (changed && isApplicationKind(item.kind) && item.email !== '') {
      await enqueueMail(
        tx,
        applicationStatusMail(item, status as ApplicationStatus, body.noteToCustomer ? body.note : ''),
      );
    }
    return { message: STATUS_SAVED };
  });
}

async function applyToSource(tx: Db, item: InboxItemRow, status: string, note: string, actorId: string) {
  const leadStatus = status as (typeof LEAD_STATUSES)[number];
  switch (item.kind) {
    case 'contact':
      await updateContact(tx, actorId, item.sourceId, { status: leadStatus, message: note });
      return;
    case 'booking':
      await updateAppointment(tx, actorId, item.sourceId, { status: leadStatus, message: note });
      return;
    case 'service':
      await setServiceInquiryStatus(tx, item.sourceId, leadStatus);
      return;
    // E-mailed quotes have no status of their own: staff's lives on the inbox row.
    case 'emailed-quote':
    case 'after-sale':
    case 'life-application':
    case 'travel-application':
      await updateItemStatus(tx, item.id, status);
      return;
  }
}
