// The staff inbox's kept counts (migration 0030, ADR 0112) beside the same counted from every lead,
// for the tests of each feature whose writes change inbox rows.

import { asc, count, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { inboxCounts, inboxItems } from '../db/schema/staff-inbox.ts';

/**
 * The counts per type and status that the triggers keep (migration 0030, ADR 0112), and the same
 * counted from every lead: equal whatever wrote the leads.
 */
export async function keptAndCountedInboxCounts(db: Db): Promise<{
  kept: { kind: string; status: string; n: number }[];
  counted: { kind: string; status: string; n: number }[];
}> {
  const kept = await db
    .select({ kind: inboxCounts.kind, status: inboxCounts.status, n: inboxCounts.n })
    .from(inboxCounts)
    .where(gt(inboxCounts.n, 0))
    .orderBy(asc(inboxCounts.kind), asc(inboxCounts.status));
  const counted = await db
    .select({ kind: inboxItems.kind, status: inboxItems.status, n: count() })
    .from(inboxItems)
    .groupBy(inboxItems.kind, inboxItems.status)
    .orderBy(asc(inboxItems.kind), asc(inboxItems.status));
  return { kept, counted };
}
