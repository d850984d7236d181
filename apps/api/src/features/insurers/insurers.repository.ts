// The only insurers file that touches the database (ADR 0097).

import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insurers } from '../../db/schema/catalogue.ts';

export type InsurerRow = typeof insurers.$inferSelect;

export function findInsurers(db: Db): Promise<InsurerRow[]> {
  return db
    .select()
    .from(insurers)
    .orderBy(asc(sql`lower(${insurers.name})`));
}

export async function findInsurer(db: Db, code: string): Promise<InsurerRow | null> {
  const [row] = await db.select().from(insurers).where(eq(insurers.code, code));
  return row ?? null;
}

/** Resolves with false when the code is taken. */
export async function insertInsurer(
  db: Db,
  values: Pick<InsurerRow, 'code' | 'name' | 'logoUrl' | 'website' | 'disclosures'>,
): Promise<boolean> {
  const rows = await db
    .insert(insurers)
    .values(values)
    .onConflictDoNothing({ target: insurers.code })
    .returning({ code: insurers.code });
  return rows.length > 0;
}

export async function updateInsurer(
  db: Db,
  code: string,
  values: Pick<InsurerRow, 'name' | 'logoUrl' | 'website' | 'disclosures' | 'retiredAt'>,
): Promise<void> {
  await db
    .update(insurers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(insurers.code, code));
}

/** Seed data (N7): adds the insurers not there yet; staff's edits and retirements are kept. */
export async function insertMissingInsurers(
  db: Db,
  seed: readonly { code: string; name: string }[],
): Promise<void> {
  await db
    .insert(insurers)
    .values(seed.map((i) => ({ code: i.code, name: i.name })))
    .onConflictDoNothing({ target: insurers.code });
}
