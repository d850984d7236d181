// The database side of after-sale requests: the requests, their inbox rows and staff's replies.

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inboxEvents, inboxItems } from '../../db/schema/staff-inbox.ts';
import { afterSaleRequests, policies } from '../../db/schema/policies.ts';
import { ownedRequest } from './policy-owner.repository.ts';
import type { PolicyOwner } from './policy-owner.repository.ts';

export type AfterSaleRequestRowDb = typeof afterSaleRequests.$inferSelect;

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
