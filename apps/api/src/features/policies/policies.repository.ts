// The database side of policies: the application and account a policy is made from, the policy
// rows and their status. Documents, after-sale requests, reminders and the owner's data download
// and deletion have their own repositories (policy-documents, after-sale-requests,
// policy-reminders, policy-data).

import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { inboxItems } from '../../db/schema/staff-inbox.ts';
import { lifeApplications } from '../../db/schema/life.ts';
import { travelApplications } from '../../db/schema/travel.ts';
import { policies } from '../../db/schema/policies.ts';
import { ownedPolicy } from './policy-owner.repository.ts';
import type { PolicyOwner } from './policy-owner.repository.ts';

export type PolicyRow = typeof policies.$inferSelect;
export type NewPolicyRow = typeof policies.$inferInsert;

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
