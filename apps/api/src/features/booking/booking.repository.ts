import { and, count, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema/contact.ts';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = Omit<
  typeof appointments.$inferInsert,
  'id' | 'seat' | 'createdAt' | 'updatedAt'
>;

/** Booked seats per slot start (ms since epoch) in [from, to). */
export async function countSeatsBySlot(db: Db, from: Date, to: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ slotStart: appointments.slotStart, n: count() })
    .from(appointments)
    .where(and(gte(appointments.slotStart, from), lt(appointments.slotStart, to)))
    .groupBy(appointments.slotStart);
  return new Map(rows.map((r) => [r.slotStart.getTime(), r.n]));
}

/**
 * Takes the first free seat from 1 to capacity. Each attempt is an insert the unique
 * (slot_start, seat) index either accepts or turns away (N15): two concurrent bookings can never
 * hold the same seat, so a slot never holds more than its capacity. Undefined when full.
 */
export async function insertIntoFreeSeat(
  db: Db,
  values: NewAppointment,
  capacity: number,
): Promise<AppointmentRow | undefined> {
  for (let seat = 1; seat <= capacity; seat += 1) {
    const [row] = await db
      .insert(appointments)
      .values({ ...values, seat })
      .onConflictDoNothing({ target: [appointments.slotStart, appointments.seat] })
      .returning();
    if (row) return row;
  }
  return undefined;
}

export async function selectAppointmentsBetween(
  db: Db,
  from: Date,
  to: Date,
  offset: number,
  limit: number,
): Promise<{ rows: AppointmentRow[]; total: number }> {
  const where = and(gte(appointments.slotStart, from), lt(appointments.slotStart, to));
  const rows = await db
    .select()
    .from(appointments)
    .where(where)
    .orderBy(asc(appointments.slotStart), asc(appointments.seat))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(appointments).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function selectAppointment(db: Db, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

export async function updateAppointmentStatus(
  db: Db,
  id: string,
  status: AppointmentRow['status'],
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .update(appointments)
    .set({ status, updatedAt: new Date() })
    .where(eq(appointments.id, id))
    .returning();
  return row;
}

export async function countAppointmentsBetween(db: Db, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(and(gte(appointments.slotStart, from), lt(appointments.slotStart, to)));
  return row?.n ?? 0;
}
