// The database side of My applications and My requests. An application is the
// account's when it is a life application of its user id, or a travel application sent while
// signed in or with its verified e-mail; contact requests and lead-form inquiries the same way. Statuses and
// the timeline live on the staff inbox rows (ADR 0091).

import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { InboxKind } from '@brokerage/shared/staff-inbox/inbox-options';
import type { AppliedPlanFacts } from '@brokerage/shared/travel-quote/cited-plan-words';
import type { Db } from '../../db/client.ts';
import { WRITTEN_AT } from '../../db/transaction.ts';
import { users } from '../../db/schema/accounts.ts';
import { appointments, contactRequests, serviceInquiries } from '../../db/schema/contact.ts';
import { lifeApplications } from '../../db/schema/life.ts';
import { inboxEvents, inboxItems } from '../../db/schema/staff-inbox.ts';
import { travelApplications } from '../../db/schema/travel.ts';
import { ownedBy } from './personal-data.repository.ts';
import type { Person } from './personal-data.repository.ts';

export type OwnedApplicationItem = Pick<
  typeof inboxItems.$inferSelect,
  | 'id'
  | 'sourceId'
  | 'reference'
  | 'product'
  | 'status'
  | 'receivedAt'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'assigneeId'
> &
  AppliedPlanFacts & { kind: 'life' | 'travel' };

const itemColumns = {
  id: inboxItems.id,
  sourceId: inboxItems.sourceId,
  reference: inboxItems.reference,
  product: inboxItems.product,
  status: inboxItems.status,
  receivedAt: inboxItems.receivedAt,
  firstName: inboxItems.firstName,
  lastName: inboxItems.lastName,
  email: inboxItems.email,
  assigneeId: inboxItems.assigneeId,
};

function lifeOf(db: Db, person: Person, where?: SQL) {
  return db
    .select({
      ...itemColumns,
      insurerCode: sql<string | null>`${lifeApplications.plan} ->> 'insurerCode'`,
      policyName: sql<string | null>`${lifeApplications.plan} ->> 'policyName'`,
      premiumCents: sql<
        number[] | null
      >`case when ${lifeApplications.premiumCents} is null then null else array[${lifeApplications.premiumCents}] end`,
      premiumPaymentDuration: sql<string | null>`${lifeApplications.plan} ->> 'premiumPaymentDuration'`,
    })
    .from(inboxItems)
    .innerJoin(lifeApplications, sql`${inboxItems.sourceId} = ${lifeApplications.id}::text`)
    .where(and(eq(inboxItems.kind, 'life-application'), eq(lifeApplications.userId, person.userId), where));
}

function travelOf(db: Db, person: Person, where?: SQL) {
  return db
    .select({
      ...itemColumns,
      insurerCode: travelApplications.insurerCode,
      policyName: travelApplications.policyName,
      premiumCents: travelApplications.premiumCents,
      premiumPaymentDuration: sql<string | null>`null`,
    })
    .from(inboxItems)
    .innerJoin(travelApplications, sql`${inboxItems.sourceId} = ${travelApplications.id}::text`)
    .where(and(eq(inboxItems.kind, 'travel-application'), ownedBy(person, travelApplications), where));
}

/** The person's life and travel applications, newest first. */
export async function selectOwnedApplications(db: Db, person: Person): Promise<OwnedApplicationItem[]> {
  const life = await lifeOf(db, person);
  const travel = await travelOf(db, person);
  return [
    ...life.map((row) => ({ ...row, kind: 'life' as const })),
    ...travel.map((row) => ({ ...row, kind: 'travel' as const })),
  ].sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime());
}

/** One of the person's applications, its inbox row locked until the transaction ends. */
export async function lockOwnedApplication(
  db: Db,
  person: Person,
  kind: 'life' | 'travel',
  sourceId: string,
): Promise<OwnedApplicationItem | undefined> {
  const query =
    kind === 'life'
      ? lifeOf(db, person, eq(inboxItems.sourceId, sourceId))
      : travelOf(db, person, eq(inboxItems.sourceId, sourceId));
  const [row] = await query.for('update', { of: inboxItems });
  return row === undefined ? undefined : { ...row, kind };
}

/** The timeline rows a customer may see: status changes, and notes staff chose to send them. */
export async function selectCustomerEvents(db: Db, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({
      itemId: inboxEvents.itemId,
      kind: inboxEvents.kind,
      status: inboxEvents.status,
      note: inboxEvents.note,
      noteToCustomer: inboxEvents.noteToCustomer,
      createdAt: inboxEvents.createdAt,
    })
    .from(inboxEvents)
    .where(
      and(
        inArray(inboxEvents.itemId, itemIds),
        or(
          eq(inboxEvents.kind, 'status'),
          eq(inboxEvents.kind, 'reply'),
          eq(inboxEvents.noteToCustomer, true),
        ),
      ),
    )
    .orderBy(asc(inboxEvents.createdAt), asc(inboxEvents.id));
}

/**
 * The customer's own status change: the inbox row and its timeline event (the audit is the
 * caller's). With a note it is their answer to 'More information needed' (kind 'reply').
 */
export async function insertCustomerStatusChange(
  db: Db,
  change: { itemId: string; status: string; actorId: string; reply?: string },
): Promise<void> {
  await db
    .update(inboxItems)
    .set({ status: change.status, updatedAt: sql`now()` })
    .where(eq(inboxItems.id, change.itemId));
  await db.insert(inboxEvents).values({
    itemId: change.itemId,
    kind: change.reply === undefined ? 'status' : 'reply',
    status: change.status,
    note: change.reply ?? '',
    noteToCustomer: false,
    actorId: change.actorId,
    // After a staff change this withdrawal waited for on the row lock.
    createdAt: WRITTEN_AT,
  });
}

export interface OwnedRequestRow {
  kind: 'contact' | 'service';
  id: string;
  reference: string | null;
  products: number[];
  status: 'Pending' | 'In Progress' | 'Completed';
  createdAt: Date;
}

/** Contact requests and lead-form inquiries the person sent (signed in or verified e-mail), newest first. */
export async function selectOwnedRequests(db: Db, person: Person): Promise<OwnedRequestRow[]> {
  const contacts = await db
    .select({
      id: contactRequests.id,
      reference: inboxItems.reference,
      products: contactRequests.products,
      status: contactRequests.status,
      createdAt: contactRequests.createdAt,
    })
    .from(contactRequests)
    .leftJoin(
      inboxItems,
      and(eq(inboxItems.kind, 'contact'), sql`${inboxItems.sourceId} = ${contactRequests.id}::text`),
    )
    .where(ownedBy(person, contactRequests));
  const services = await db
    .select({
      id: serviceInquiries.id,
      reference: inboxItems.reference,
      product: serviceInquiries.product,
      status: serviceInquiries.status,
      createdAt: serviceInquiries.createdAt,
    })
    .from(serviceInquiries)
    .leftJoin(
      inboxItems,
      and(eq(inboxItems.kind, 'service'), sql`${inboxItems.sourceId} = ${serviceInquiries.id}::text`),
    )
    .where(ownedBy(person, serviceInquiries));
  return [
    ...contacts.map((row) => ({ ...row, kind: 'contact' as const })),
    ...services.map(({ product, ...row }) => ({ ...row, products: [product], kind: 'service' as const })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** The inbox rows of the person's leads of one kind: their source rows' ids as the rows hold them. */
const ownedItemsOf = (kind: InboxKind, ids: SQLWrapper): SQL =>
  and(eq(inboxItems.kind, kind), inArray(inboxItems.sourceId, ids)) ?? sql`false`;

/**
 * The name of the staff member assigned to the person's newest lead or application that has one
 * (still staff: a member since removed reads as nobody), or undefined.
 */
export async function selectNewestAssignee(
  db: Db,
  person: Person,
): Promise<{ firstName: string; lastName: string } | undefined> {
  const idsOf = (
    table: typeof travelApplications | typeof contactRequests | typeof serviceInquiries | typeof appointments,
  ) =>
    db
      .select({ id: sql`${table.id}::text` })
      .from(table)
      .where(ownedBy(person, table));
  const owned = or(
    ownedItemsOf(
      'life-application',
      db
        .select({ id: sql`${lifeApplications.id}::text` })
        .from(lifeApplications)
        .where(eq(lifeApplications.userId, person.userId)),
    ),
    ownedItemsOf('travel-application', idsOf(travelApplications)),
    ownedItemsOf('contact', idsOf(contactRequests)),
    ownedItemsOf('service', idsOf(serviceInquiries)),
    ownedItemsOf('booking', idsOf(appointments)),
  );
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(inboxItems)
    .innerJoin(users, eq(users.id, inboxItems.assigneeId))
    .where(and(owned, ne(users.role, 'customer')))
    .orderBy(desc(inboxItems.receivedAt), desc(inboxItems.id))
    .limit(1);
  return row;
}
