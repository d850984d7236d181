import { and, count, desc, eq, inArray, asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactRequests, statusNotes } from '../../db/schema/contact.ts';
import type { DetailPairs } from '../../db/schema/contact.ts';

export type ContactRow = typeof contactRequests.$inferSelect;
export type NoteRow = typeof statusNotes.$inferSelect;
type Status = ContactRow['status'];

export async function insertContact(
  db: Db,
  values: {
    firstName: string;
    lastName: string;
    email: string;
    mobile: string;
    products: number[];
    message: string;
    additionalInfo: DetailPairs;
    userId: string | null;
  },
): Promise<ContactRow> {
  const [row] = await db.insert(contactRequests).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function selectContactPage(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ rows: ContactRow[]; total: number }> {
  const rows = await db
    .select()
    .from(contactRequests)
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(contactRequests);
  return { rows, total: total?.n ?? 0 };
}

export async function selectContact(db: Db, id: string): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(contactRequests).where(eq(contactRequests.id, id));
  return row;
}

export async function updateContactStatus(
  db: Db,
  id: string,
  status: Status,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(contactRequests)
    .set({ status, updatedAt: new Date() })
    .where(eq(contactRequests.id, id))
    .returning();
  return row;
}

export async function countContactsWithStatus(db: Db, status: Status): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactRequests)
    .where(eq(contactRequests.status, status));
  return row?.n ?? 0;
}

export async function insertNote(
  db: Db,
  values: {
    subjectType: NoteRow['subjectType'];
    subjectId: string;
    status: Status;
    note: string;
    authorId: string;
  },
): Promise<void> {
  await db.insert(statusNotes).values(values);
}

/** Notes of several records, oldest first. */
export async function selectNotes(
  db: Db,
  subjectType: NoteRow['subjectType'],
  ids: string[],
): Promise<NoteRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(statusNotes)
    .where(and(eq(statusNotes.subjectType, subjectType), inArray(statusNotes.subjectId, ids)))
    .orderBy(asc(statusNotes.createdAt), asc(statusNotes.id));
}
