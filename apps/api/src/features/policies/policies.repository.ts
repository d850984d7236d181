// The database side of policies, their documents, after-sale requests and reminders. Documents are
// read back in chunks (readDocumentChunk), so a download streams without holding the whole file.

import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { inboxEvents, inboxItems } from '../../db/schema/staff-inbox.ts';
import { lifeApplications } from '../../db/schema/life.ts';
import { travelApplications } from '../../db/schema/travel.ts';
import { afterSaleRequests, policies, policyDocuments, policyReminders } from '../../db/schema/policies.ts';

export type PolicyRow = typeof policies.$inferSelect;
export type NewPolicyRow = typeof policies.$inferInsert;
export type DocumentMeta = Omit<typeof policyDocuments.$inferSelect, 'content'>;
export type NewDocumentRow = typeof policyDocuments.$inferInsert;
export type AfterSaleRequestRowDb = typeof afterSaleRequests.$inferSelect;
export type ReminderRow = typeof policyReminders.$inferSelect;

/** Whose rows: the account, and its e-mail once confirmed (lower-case). */
export interface PolicyOwner {
  userId: string;
  confirmedEmail: string | undefined;
}

const owned = (owner: PolicyOwner, userId: AnyPgColumn, email: AnyPgColumn): SQL => {
  const byUser = eq(userId, owner.userId);
  if (owner.confirmedEmail === undefined) return byUser;
  return or(byUser, sql`lower(${email}) = ${owner.confirmedEmail}`) ?? byUser;
};
const ownedPolicy = (owner: PolicyOwner) => owned(owner, policies.userId, policies.email);
const ownedDocument = (owner: PolicyOwner) => owned(owner, policyDocuments.userId, policyDocuments.email);
const ownedRequest = (owner: PolicyOwner) => owned(owner, afterSaleRequests.userId, afterSaleRequests.email);

const documentMeta = {
  id: policyDocuments.id,
  policyId: policyDocuments.policyId,
  applicationKind: policyDocuments.applicationKind,
  applicationId: policyDocuments.applicationId,
  afterSaleRequestId: policyDocuments.afterSaleRequestId,
  userId: policyDocuments.userId,
  email: policyDocuments.email,
  kind: policyDocuments.kind,
  fileName: policyDocuments.fileName,
  contentType: policyDocuments.contentType,
  sizeBytes: policyDocuments.sizeBytes,
  uploadedBy: policyDocuments.uploadedBy,
  createdAt: policyDocuments.createdAt,
};

/** The signed-in customer's address and whether it is confirmed (whose rows they may see). */
export async function selectAccount(
  db: Db,
  userId: string,
): Promise<{ id: string; email: string; emailConfirmed: boolean; firstName: string } | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailConfirmed: users.emailConfirmed,
      firstName: users.firstName,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export interface InboxLead {
  id: string;
  kind: string;
  sourceId: string;
  reference: string;
}

export async function selectLead(db: Db, leadId: string): Promise<InboxLead | undefined> {
  const [row] = await db
    .select({
      id: inboxItems.id,
      kind: inboxItems.kind,
      sourceId: inboxItems.sourceId,
      reference: inboxItems.reference,
    })
    .from(inboxItems)
    .where(eq(inboxItems.id, leadId));
  return row;
}

export interface ApplicationOwner {
  userId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  province: string | null;
  productValue: number;
}

export async function selectApplicationOwner(
  db: Db,
  kind: 'life' | 'travel',
  id: string,
): Promise<ApplicationOwner | undefined> {
  const table = kind === 'life' ? lifeApplications : travelApplications;
  const [row] = await db
    .select({
      userId: table.userId,
      email: table.email,
      firstName: table.firstName,
      lastName: table.lastName,
      phone: table.phone,
      province: table.province,
      productValue: table.productValue,
    })
    .from(table)
    .where(eq(table.id, id));
  return row;
}

/** The stored application as its columns (snake_case), for its PDF copy. */
export async function selectApplicationRecord(
  db: Db,
  kind: 'life' | 'travel',
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const table = kind === 'life' ? 'life_applications' : 'travel_applications';
  // Both drivers answer `{ rows }`; Drizzle types the union loosely.
  const result = (await db.execute(
    sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where t.id = ${id}`,
  )) as unknown as { rows: { row: Record<string, unknown> }[] };
  return result.rows[0]?.row;
}

export async function insertPolicy(db: Db, row: NewPolicyRow): Promise<PolicyRow | undefined> {
  const [inserted] = await db.insert(policies).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function selectPolicy(db: Db, id: string): Promise<PolicyRow | undefined> {
  const [row] = await db.select().from(policies).where(eq(policies.id, id));
  return row;
}

export async function selectOwnedPolicy(
  db: Db,
  owner: PolicyOwner,
  id: string,
): Promise<PolicyRow | undefined> {
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, id), ownedPolicy(owner)));
  return row;
}

export function selectOwnedPolicies(db: Db, owner: PolicyOwner): Promise<PolicyRow[]> {
  return db.select().from(policies).where(ownedPolicy(owner)).orderBy(desc(policies.startDate)).limit(200);
}

export function selectPoliciesOfApplication(
  db: Db,
  kind: 'life' | 'travel',
  id: string,
): Promise<PolicyRow[]> {
  return db
    .select()
    .from(policies)
    .where(and(eq(policies.applicationKind, kind), eq(policies.applicationId, id)))
    .orderBy(desc(policies.createdAt));
}

export async function updatePolicyStatus(db: Db, id: string, status: PolicyRow['status']): Promise<boolean> {
  const rows = await db
    .update(policies)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(policies.id, id))
    .returning({ id: policies.id });
  return rows.length === 1;
}

export async function setRemindersStopped(db: Db, id: string, stopped: boolean): Promise<void> {
  await db
    .update(policies)
    .set({ remindersStopped: stopped, updatedAt: sql`now()` })
    .where(eq(policies.id, id));
}

export async function insertDocument(db: Db, row: NewDocumentRow): Promise<string> {
  const [inserted] = await db.insert(policyDocuments).values(row).returning({ id: policyDocuments.id });
  if (inserted === undefined) throw new Error('document insert returned no row');
  return inserted.id;
}

/** Documents of these policies (not the customer's proofs of requests), oldest first. */
export function selectDocumentsOfPolicies(db: Db, policyIds: string[]): Promise<DocumentMeta[]> {
  if (policyIds.length === 0) return Promise.resolve([]);
  return db
    .select(documentMeta)
    .from(policyDocuments)
    .where(and(inArray(policyDocuments.policyId, policyIds), isNull(policyDocuments.afterSaleRequestId)))
    .orderBy(asc(policyDocuments.createdAt));
}

/** An application's own documents (its PDF copy, papers sent before a policy), not its policies'. */
export function selectDocumentsOfApplication(
  db: Db,
  kind: 'life' | 'travel',
  id: string,
): Promise<DocumentMeta[]> {
  return db
    .select(documentMeta)
    .from(policyDocuments)
    .where(
      and(
        eq(policyDocuments.applicationKind, kind),
        eq(policyDocuments.applicationId, id),
        isNull(policyDocuments.policyId),
      ),
    )
    .orderBy(asc(policyDocuments.createdAt));
}

export function selectDocumentsOfRequest(db: Db, requestId: string): Promise<DocumentMeta[]> {
  return db
    .select(documentMeta)
    .from(policyDocuments)
    .where(eq(policyDocuments.afterSaleRequestId, requestId))
    .orderBy(asc(policyDocuments.createdAt));
}

/** The account's application documents: the PDF copy made at submission, and insurer papers sent before a policy. */
export function selectOwnedApplicationCopies(db: Db, owner: PolicyOwner): Promise<DocumentMeta[]> {
  return db
    .select(documentMeta)
    .from(policyDocuments)
    .where(
      and(isNull(policyDocuments.policyId), isNull(policyDocuments.afterSaleRequestId), ownedDocument(owner)),
    )
    .orderBy(desc(policyDocuments.createdAt))
    .limit(200);
}

export async function selectDocument(db: Db, id: string): Promise<DocumentMeta | undefined> {
  const [row] = await db.select(documentMeta).from(policyDocuments).where(eq(policyDocuments.id, id));
  return row;
}

export async function selectOwnedDocument(
  db: Db,
  owner: PolicyOwner,
  id: string,
): Promise<DocumentMeta | undefined> {
  const [row] = await db
    .select(documentMeta)
    .from(policyDocuments)
    .where(and(eq(policyDocuments.id, id), ownedDocument(owner)));
  return row;
}

/** Bytes [offset, offset + length) of a document's content (bytea substring: 1-based). */
export async function readDocumentChunk(db: Db, id: string, offset: number, length: number): Promise<Buffer> {
  const [row] = await db
    .select({
      chunk: sql<
        Buffer | Uint8Array | string
      >`substring(${policyDocuments.content} from ${offset + 1} for ${length})`,
    })
    .from(policyDocuments)
    .where(eq(policyDocuments.id, id));
  const chunk = row?.chunk;
  if (chunk === undefined) return Buffer.alloc(0);
  // pg answers bytea as a Buffer; text form '\x...' when a driver does not parse it.
  if (typeof chunk === 'string') return Buffer.from(chunk.replace(/^\\x/, ''), 'hex');
  return Buffer.from(chunk);
}

export async function insertAfterSaleRequest(
  db: Db,
  row: typeof afterSaleRequests.$inferInsert,
): Promise<{ id: string; leadId: string; reference: string }> {
  const [inserted] = await db.insert(afterSaleRequests).values(row).returning({ id: afterSaleRequests.id });
  if (inserted === undefined) throw new Error('request insert returned no row');
  const [item] = await db
    .select({ id: inboxItems.id, reference: inboxItems.reference })
    .from(inboxItems)
    .where(and(eq(inboxItems.kind, 'after-sale'), eq(inboxItems.sourceId, inserted.id)));
  if (item === undefined) throw new Error('the inbox trigger wrote no row');
  return { id: inserted.id, leadId: item.id, reference: item.reference };
}

export interface OwnedRequestRow extends AfterSaleRequestRowDb {
  policyNumber: string;
  reference: string;
  status: string;
  leadId: string;
}

export function selectOwnedRequests(db: Db, owner: PolicyOwner): Promise<OwnedRequestRow[]> {
  return db
    .select({
      id: afterSaleRequests.id,
      policyId: afterSaleRequests.policyId,
      userId: afterSaleRequests.userId,
      email: afterSaleRequests.email,
      type: afterSaleRequests.type,
      details: afterSaleRequests.details,
      amountCents: afterSaleRequests.amountCents,
      createdAt: afterSaleRequests.createdAt,
      policyNumber: policies.policyNumber,
      reference: inboxItems.reference,
      status: inboxItems.status,
      leadId: inboxItems.id,
    })
    .from(afterSaleRequests)
    .innerJoin(policies, eq(policies.id, afterSaleRequests.policyId))
    .innerJoin(
      inboxItems,
      and(eq(inboxItems.kind, 'after-sale'), eq(inboxItems.sourceId, sql`${afterSaleRequests.id}::text`)),
    )
    .where(ownedRequest(owner))
    .orderBy(desc(afterSaleRequests.createdAt))
    .limit(200);
}

/** Staff's replies to the customer on these inbox rows (notes sent to the customer). */
export function selectReplies(db: Db, leadIds: string[]) {
  if (leadIds.length === 0) return Promise.resolve([]);
  return db
    .select({ itemId: inboxEvents.itemId, note: inboxEvents.note, createdAt: inboxEvents.createdAt })
    .from(inboxEvents)
    .where(and(inArray(inboxEvents.itemId, leadIds), eq(inboxEvents.noteToCustomer, true)))
    .orderBy(asc(inboxEvents.createdAt));
}

export interface AfterSaleLead {
  leadId: string;
  requestId: string;
  email: string;
  firstName: string;
  reference: string;
  policyNumber: string;
  type: string;
}

export async function selectAfterSaleLead(db: Db, leadId: string): Promise<AfterSaleLead | undefined> {
  const [row] = await db
    .select({
      leadId: inboxItems.id,
      requestId: afterSaleRequests.id,
      email: afterSaleRequests.email,
      firstName: policies.firstName,
      reference: inboxItems.reference,
      policyNumber: policies.policyNumber,
      type: afterSaleRequests.type,
    })
    .from(inboxItems)
    .innerJoin(afterSaleRequests, sql`${afterSaleRequests.id}::text = ${inboxItems.sourceId}`)
    .innerJoin(policies, eq(policies.id, afterSaleRequests.policyId))
    .where(and(eq(inboxItems.id, leadId), eq(inboxItems.kind, 'after-sale')));
  return row;
}

export async function insertReplyEvent(db: Db, itemId: string, note: string, actorId: string): Promise<void> {
  await db.insert(inboxEvents).values({ itemId, kind: 'note', note, noteToCustomer: true, actorId });
  await db
    .update(inboxItems)
    .set({ updatedAt: sql`now()` })
    .where(eq(inboxItems.id, itemId));
}

export function selectRemindersOf(db: Db, policyIds: string[]): Promise<ReminderRow[]> {
  if (policyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(policyReminders)
    .where(inArray(policyReminders.policyId, policyIds))
    .orderBy(asc(policyReminders.sentAt));
}

/** Active policies whose reminders run and whose end date is between these dates. */
export function selectPoliciesEndingBetween(db: Db, from: string, to: string): Promise<PolicyRow[]> {
  return db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.status, 'Active'),
        eq(policies.remindersStopped, false),
        sql`${policies.endDate} between ${from} and ${to}`,
      ),
    )
    .orderBy(asc(policies.endDate));
}

/** Records a reminder; false when it was already sent (the unique key makes it once only). */
export async function insertReminder(
  db: Db,
  row: { policyId: string; kind: string; endDate: string; sentAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(policyReminders)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: policyReminders.id });
  return rows.length === 1;
}

/** Everything held about the owner in these tables (the account's data download). */
export async function readOwnedAfterSaleData(db: Db, owner: PolicyOwner) {
  const ownedPolicies = await selectOwnedPolicies(db, owner);
  const ids = ownedPolicies.map((p) => p.id);
  return {
    policies: ownedPolicies,
    policyDocuments: await db
      .select(documentMeta)
      .from(policyDocuments)
      .where(or(ownedDocument(owner), ids.length > 0 ? inArray(policyDocuments.policyId, ids) : sql`false`)),
    afterSaleRequests: await db
      .select()
      .from(afterSaleRequests)
      .where(or(ownedRequest(owner), ids.length > 0 ? inArray(afterSaleRequests.policyId, ids) : sql`false`)),
    policyReminders: await selectRemindersOf(db, ids),
  };
}

/** What an after-sale request's details keep when its owner deletes the account: no free text or name. */
const IDENTIFYING_DETAILS = ['note', 'name', 'beneficiaryName', 'relationship', 'address', 'proofFileName'];

/**
 * The owner deleted the account (ADR 0099, as ADR 0092 for applications): policies and after-sale
 * requests are business records and stay for staff without the person (name replaced by
 * `deletedName`, also for each insured person, who keeps the date of birth, the premium's basis;
 * contact fields emptied); documents go (their bytes name the person and cannot be blanked), and
 * reminders stay (they hold no personal data). Answers the after-sale requests kept, whose inbox
 * rows the caller marks.
 */
export async function keepOwnedAfterSaleDataWithoutOwner(
  db: Db,
  owner: PolicyOwner,
  deletedName: string,
): Promise<string[]> {
  const kept = await db
    .update(policies)
    .set({
      userId: null,
      email: '',
      firstName: deletedName,
      lastName: '',
      phone: '',
      remindersStopped: true,
      insuredPersons: sql`(select coalesce(jsonb_agg(p || jsonb_build_object('name', ${deletedName}::text)), '[]'::jsonb)
        from jsonb_array_elements(${policies.insuredPersons}) as p)`,
      updatedAt: sql`now()`,
    })
    .where(ownedPolicy(owner))
    .returning({ id: policies.id });
  const policyIds = kept.map((p) => p.id);
  const ofPolicies = (column: typeof afterSaleRequests.policyId | typeof policyDocuments.policyId) =>
    policyIds.length > 0 ? inArray(column, policyIds) : sql`false`;
  // Each request's inbox row is written again by its trigger, now with the policy's blanked name.
  const requests = await db
    .update(afterSaleRequests)
    .set({
      userId: null,
      email: '',
      details: sql`${afterSaleRequests.details} - ${sql.raw(`array[${IDENTIFYING_DETAILS.map((k) => `'${k}'`).join(', ')}]`)}`,
    })
    .where(or(ownedRequest(owner), ofPolicies(afterSaleRequests.policyId)))
    .returning({ id: afterSaleRequests.id });
  await db.delete(policyDocuments).where(or(ownedDocument(owner), ofPolicies(policyDocuments.policyId)));
  return requests.map((r) => r.id);
}
