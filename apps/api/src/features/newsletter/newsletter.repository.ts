import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/contact.ts';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

export interface ConsentRecord {
  consentSource: string;
  consentVersion: string;
  consentIp: string | null;
}

/**
 * A new subscription, or a renewed one for an address that had unsubscribed (with the new
 * consent). 'existing' when the address is already subscribed: nothing changes.
 */
export async function upsertSubscription(
  db: Db,
  email: string,
  consent: ConsentRecord,
): Promise<'created' | 'renewed' | 'existing'> {
  const [created] = await db
    .insert(newsletterSubscriptions)
    .values({ email, ...consent })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  if (created) return 'created';
  const [renewed] = await db
    .update(newsletterSubscriptions)
    .set({ ...consent, subscribedAt: new Date(), unsubscribedAt: null })
    .where(and(eq(newsletterSubscriptions.email, email), isNotNull(newsletterSubscriptions.unsubscribedAt)))
    .returning({ id: newsletterSubscriptions.id });
  return renewed ? 'renewed' : 'existing';
}

export async function selectSubscription(db: Db, email: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row;
}

export async function markUnsubscribed(db: Db, email: string): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: new Date() })
    .where(eq(newsletterSubscriptions.email, email));
}

export async function selectSubscriptionPage(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ rows: SubscriptionRow[]; total: number }> {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .orderBy(desc(newsletterSubscriptions.subscribedAt), desc(newsletterSubscriptions.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(newsletterSubscriptions);
  return { rows, total: total?.n ?? 0 };
}

export function selectAllSubscriptions(db: Db): Promise<SubscriptionRow[]> {
  return db.select().from(newsletterSubscriptions).orderBy(asc(newsletterSubscriptions.subscribedAt));
}

export async function countActiveSubscriptions(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterSubscriptions)
    .where(isNull(newsletterSubscriptions.unsubscribedAt));
  return row?.n ?? 0;
}
