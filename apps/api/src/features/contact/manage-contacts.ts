// The admin's contact list (platform spec sections 2 to 4): paged records with their notes, a
// status change with a note (audited, N25), and the additional details.

import { ADMIN_PAGE_SIZE, totalPagesFor } from '@brokerage/shared/admin/paged-list';
import type { PagedList } from '@brokerage/shared/admin/paged-list';
import type { AdditionalInfo, ContactRecord, StatusUpdate } from '@brokerage/shared/contact/contact-schemas';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  countContactsWithStatus,
  selectContact,
  selectContactPage,
  updateContactStatus,
} from './contact.repository.ts';
import type { ContactRow } from './contact.repository.ts';
import { changeStatusWithNote, notesBySubject } from './status-notes.ts';

export const CONTACT_NOT_FOUND = 'This contact request does not exist';
export const CONTACT_UPDATED = 'The contact request has been updated';

function toRecord(row: ContactRow, notes: ContactRecord['notes']): ContactRecord {
  return {
    recordId: row.id,
    fullName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    mobile: row.mobile,
    products: row.products,
    requestedOn: row.createdAt.toISOString(),
    status: row.status,
    message: row.message,
    notes,
    hasMoreInfo: row.additionalInfo.length > 0,
  };
}

export async function listContacts(db: Db, page: number): Promise<PagedList<ContactRecord>> {
  const { rows, total } = await selectContactPage(db, (page - 1) * ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE);
  const notes = await notesBySubject(
    db,
    'contact',
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => toRecord(r, notes.get(r.id) ?? [])), totalPages: totalPagesFor(total) };
}

export async function updateContact(
  db: Db,
  adminId: string,
  id: string,
  update: StatusUpdate,
): Promise<ContactRecord> {
  return changeStatusWithNote(db, {
    subject: 'contact',
    id,
    adminId,
    update,
    audit: 'contact.status-changed',
    notFoundMessage: CONTACT_NOT_FOUND,
    select: selectContact,
    setStatus: updateContactStatus,
    toRecord,
  });
}

export async function getAdditionalInfo(db: Db, id: string): Promise<AdditionalInfo> {
  const row = await selectContact(db, id);
  if (row === undefined) throw notFound(CONTACT_NOT_FOUND);
  return row.additionalInfo;
}

/** For the admin panel: requests nobody has started on. */
export function countNewContacts(db: Db): Promise<number> {
  return countContactsWithStatus(db, 'Pending');
}
