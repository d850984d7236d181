import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/contact.ts';

export interface AuditRow {
  id: string;
  actorId: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
}

export async function insertAudit(
  db: Db,
  entry: { actorId: string | null; action: string; target?: string; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    target: entry.target ?? null,
    details: entry.details ?? {},
  });
}

export async function selectAuditPage(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const rows = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(auditLog);
  return { rows, total: total?.n ?? 0 };
}
