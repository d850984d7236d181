// The notes history of contacts and appointments (platform spec section 3): every status change
// with its note. Booking uses these too, through this use-case file.

import type { StatusNote } from '@brokerage/shared/contact/contact-schemas';
import type { Db } from '../../db/client.ts';
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
