import { and, count, asc, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ownedBy } from '../../db/row-owner.ts';
import type { RowOwner } from '../../db/row-owner.ts';
import { appointments } from '../../db/schema/contact.ts';
import { inboxEvents, inboxItems } from '../../db/schema/staff-inbox.ts';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = Omit<
  typeof appointments.$inferInsert,
  'id' | 'seat' | 'sequence' | 'cancelledAt' | 'createdAt' | 'updatedAt'
>;

// A cancelled booking holds no seat: only rows with a seat count against capacity.
const holdsSeat = isNotNull(appointments.seat);

/** Booked seats per slot start (ms since epoch) in [from, to). */
export async function countSeatsBySlot(db: Db, from: Date, to: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ slotStart: appointments.slotStart, n: count() })
    .from(appointments)
    .where(and(gte(appointments.slotStart, from), lt(appointments.slotStart, to), holdsSeat))
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
  const where = and(gte(appointments.slotStart, from), lt(appointments.slotStart, to), holdsSeat);
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
    .where(and(gte(appointments.slotStart, from), lt(appointments.slotStart, to), holdsSeat));
  return row?.n ?? 0;
}

/** Whose bookings: the account's own, and guest bookings made with its confirmed e-mail. */
export type BookingOwner = RowOwner;

const ownedAppointment = (owner: BookingOwner) => ownedBy(owner, appointments.userId, appointments.email);

export function selectOwnedAppointments(db: Db, owner: BookingOwner): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(ownedAppointment(owner))
    .orderBy(desc(appointments.slotStart), desc(appointments.createdAt))
    .limit(200);
}

/** One booking of the owner, locked until the transaction ends (a cancel and a move never interleave). */
export async function lockOwnedAppointment(
  db: Db,
  id: string,
  owner: BookingOwner,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), ownedAppointment(owner)))
    .for('update');
  return row;
}

/** Frees the seat and keeps the record; the invitation's sequence goes up for the CANCEL. */
export async function cancelAppointment(db: Db, id: string, now: Date): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .update(appointments)
    .set({ seat: null, cancelledAt: now, sequence: sql`${appointments.sequence} + 1`, updatedAt: now })
    .where(and(eq(appointments.id, id), holdsSeat))
    .returning();
  return row;
}

// PostgreSQL's unique_violation, whether the driver's error comes bare or wrapped by Drizzle.
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Moves a booking to the first free seat of another slot. Each seat is tried in a savepoint: the
 * unique (slot_start, seat) index turns away a seat another transaction took, even one not yet
 * committed when we looked (it waits for it), so two moves into the last seat give one winner.
 * Undefined when the slot is full.
 */
export async function moveToFreeSeat(
  db: Db,
  id: string,
  slot: { slotStart: Date; slotEnd: Date },
  capacity: number,
): Promise<AppointmentRow | undefined> {
  const taken = await db
    .select({ seat: appointments.seat })
    .from(appointments)
    .where(and(eq(appointments.slotStart, slot.slotStart), holdsSeat));
  const takenSeats = new Set(taken.map((r) => r.seat));
  for (let seat = 1; seat <= capacity; seat += 1) {
    if (takenSeats.has(seat)) continue;
    try {
      const row = await db.transaction(async (savepoint) => {
        const [moved] = await savepoint
          .update(appointments)
          .set({ ...slot, seat, sequence: sql`${appointments.sequence} + 1`, updatedAt: new Date() })
          .where(eq(appointments.id, id))
          .returning();
        return moved;
      });
      if (row) return row;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return undefined;
}

/** A line on the booking's staff inbox timeline (the inbox row, filled by trigger). */
export async function addBookingTimelineNote(db: Db, appointmentId: string, note: string): Promise<void> {
  const [item] = await db
    .select({ id: inboxItems.id })
    .from(inboxItems)
    .where(and(eq(inboxItems.kind, 'booking'), eq(inboxItems.sourceId, appointmentId)));
  if (item === undefined) return;
  await db.insert(inboxEvents).values({ itemId: item.id, kind: 'note', note });
}
