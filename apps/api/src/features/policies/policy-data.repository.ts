// The owner's rows in the policy tables: read for the account's data download, kept without the
// owner when the account is deleted.

import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { afterSaleRequests, policies, policyDocuments } from '../../db/schema/policies.ts';
import { selectOwnedPolicies } from './policies.repository.ts';
import { documentMeta } from './policy-documents.repository.ts';
import { ownedDocument, ownedPolicy, ownedRequest } from './policy-owner.repository.ts';
import type { PolicyOwner } from './policy-owner.repository.ts';
import { selectRemindersOf } from './policy-reminders.repository.ts';

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
