// The notes history of contacts and appointments (platform spec section 3): every status change
// with its note. Booking uses these too, through this use-case file.

import type { StatusNote, StatusUpdate } from '@brokerage/shared/contact/contact-schemas';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { AuditAction } from '../audit/record-audit.ts';
import { insertNote, selectNotes } from './contact.repository.ts';
import type { NoteRow } from './contact.repository.ts';

export type NoteSubject = NoteRow['subjectType'];

export async function notesBySubject(
  db: Db,
  subject: NoteSubject,
  ids: string[],
): Promise<Map<string, StatusNote[]>> {
  const byId = new Map<string, StatusNote[]>();
  for (const row of await selectNotes(db, subject, ids)) {
    const list = byId.get(row.subjectId) ?? [];
    list.push({ status: row.status, note: row.note, createdAt: row.createdAt.toISOString() });
    byId.set(row.subjectId, list);
  }
  return byId;
}

export function addStatusNote(
  db: Db,
  note: {
    subject: NoteSubject;
    subjectId: string;
    status: StatusNote['status'];
    note: string;
    authorId: string;
  },
): Promise<void> {
  return insertNote(db, {
    subjectType: note.subject,
    subjectId: note.subjectId,
    status: note.status,
    note: note.note,
    authorId: note.authorId,
  });
}

/**
 * The one status change of contacts and appointments (platform spec sections 3 and 4): the new
 * status, its note in the history and the audit entry (N25) commit together; answers the record
 * with its whole history, or 404 when the record is not there.
 */
export function changeStatusWithNote<Row extends { status: string }, Result>(
  db: Db,
  change: {
    subject: NoteSubject;
    id: string;
    adminId: string;
    update: StatusUpdate;
    audit: AuditAction;
    notFoundMessage: string;
    select: (tx: Db, id: string) => Promise<Row | undefined>;
    setStatus: (tx: Db, id: string, status: StatusUpdate['status']) => Promise<Row | undefined>;
    toRecord: (row: Row, notes: StatusNote[]) => Result;
  },
): Promise<Result> {
  const { subject, id, adminId, update } = change;
  return inTransaction(db, async (tx) => {
    const before = await change.select(tx, id);
    if (before === undefined) throw notFound(change.notFoundMessage);
    const row = await change.setStatus(tx, id, update.status);
    if (row === undefined) throw notFound(change.notFoundMessage);
    await addStatusNote(tx, {
      subject,
      subjectId: id,
      status: update.status,
      note: update.message,
      authorId: adminId,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: change.audit,
      target: id,
      details: { from: before.status, to: update.status },
    });
    const notes = await notesBySubject(tx, subject, [id]);
    return change.toRecord(row, notes.get(id) ?? []);
  });
}
