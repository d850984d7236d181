import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serviceInquiries } from '../../db/schema/contact.ts';

export type ServiceInquiryRow = typeof serviceInquiries.$inferSelect;
export type NewServiceInquiry = Omit<typeof serviceInquiries.$inferInsert, 'id' | 'createdAt' | 'status'>;

export async function insertServiceInquiry(db: Db, values: NewServiceInquiry): Promise<ServiceInquiryRow> {
  const [row] = await db.insert(serviceInquiries).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function selectServiceInquiryPage(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ rows: ServiceInquiryRow[]; total: number }> {
  const rows = await db
    .select()
    .from(serviceInquiries)
    .orderBy(desc(serviceInquiries.createdAt), desc(serviceInquiries.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(serviceInquiries);
  return { rows, total: total?.n ?? 0 };
}

export function selectServiceInquiriesOfProducts(db: Db, products: number[]): Promise<ServiceInquiryRow[]> {
  return db
    .select()
    .from(serviceInquiries)
    .where(inArray(serviceInquiries.product, products))
    .orderBy(asc(serviceInquiries.createdAt), asc(serviceInquiries.id));
}

export async function countServiceInquiries(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(serviceInquiries);
  return row?.n ?? 0;
}

/** The lead's status (staff set it from the inbox); undefined when there is no such lead. */
export async function updateServiceInquiryStatus(
  db: Db,
  id: string,
  status: ServiceInquiryRow['status'],
): Promise<{ from: string } | undefined> {
  const [before] = await db
    .select({ status: serviceInquiries.status })
    .from(serviceInquiries)
    .where(eq(serviceInquiries.id, id));
  if (before === undefined) return undefined;
  await db.update(serviceInquiries).set({ status }).where(eq(serviceInquiries.id, id));
  return { from: before.status };
}
