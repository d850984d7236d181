// The database side of the customer's own calls (issue 15): profile, e-mail change tokens, quotes
// kept by an account, and the person's data across tables for export and erasure.

import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { readStoredTravelResult } from '@brokerage/shared/travel-quote/stored-travel-quotes';
import type { Db } from '../../db/client.ts';
import { accountTokens, users } from '../../db/schema/accounts.ts';
import {
  appointments,
  auditLog,
  contactRequests,
  serviceInquiries,
  statusNotes,
} from '../../db/schema/contact.ts';
import { consents } from '../../db/schema/consent.ts';
import { emailedQuoteRequests, lifeApplications, lifeQuoteRequests } from '../../db/schema/life.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { travelApplications, travelQuoteRequests, travelQuoteResults } from '../../db/schema/travel.ts';

export async function updateProfile(
  db: Db,
  userId: string,
  profile: { firstName: string; lastName: string; mobile: string },
): Promise<void> {
  await db
    .update(users)
    .set({ ...profile, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function setUserEmail(db: Db, userId: string, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ email, emailConfirmed: true, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function insertEmailChangeToken(
  db: Db,
  row: { userId: string; newEmail: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  // One pending change at a time: earlier links stop working.
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, row.userId),
        eq(accountTokens.purpose, 'change-email'),
        isNull(accountTokens.usedAt),
      ),
    );
  await db.insert(accountTokens).values({ ...row, purpose: 'change-email' });
}

/** The address waiting for confirmation, when its link is still live. */
export async function pendingEmailOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'change-email'),
        isNull(accountTokens.usedAt),
        sql`${accountTokens.expiresAt} > now()`,
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}

export type OwnedQuoteRow = {
  kind: 'life' | 'travel';
  id: string;
  product: string;
  createdAt: Date;
  request: unknown;
  result: unknown;
};

// The account's life or travel quote requests matching `where` (travel ids are the public uuids).
const lifeQuotesWhere = (db: Db, where: SQL | undefined) =>
  db
    .select({
      id: lifeQuoteRequests.id,
      product: lifeQuoteRequests.product,
      createdAt: lifeQuoteRequests.createdAt,
      request: lifeQuoteRequests.request,
      result: lifeQuoteRequests.result,
    })
    .from(lifeQuoteRequests)
    .where(where);
const travelQuotesWhere = (db: Db, where: SQL | undefined) =>
  db
    .select({
      id: travelQuoteRequests.publicId,
      product: travelQuoteRequests.product,
      createdAt: travelQuoteRequests.createdAt,
      request: travelQuoteRequests.request,
      result: travelQuoteResults.result,
    })
    .from(travelQuoteRequests)
    .innerJoin(travelQuoteResults, eq(travelQuoteResults.id, travelQuoteRequests.resultId))
    .where(where);

/** The account's quotes, newest first. */
export async function listOwnedQuotes(db: Db, userId: string): Promise<OwnedQuoteRow[]> {
  const life = await lifeQuotesWhere(db, eq(lifeQuoteRequests.userId, userId));
  const travel = await travelQuotesWhere(db, eq(travelQuoteRequests.userId, userId));
  return [
    ...life.map((r) => ({ ...r, kind: 'life' as const })),
    ...travel.map((r) => ({ ...r, result: readStoredTravelResult(r.result), kind: 'travel' as const })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/**
 * Gives unowned quotes to the account; a quote already owned stays with its owner. Both kinds are
 * claimed by random uuids (travel by its public id, migration 0016), which cannot be guessed.
 */
export async function claimOwnerlessQuotes(
  db: Db,
  userId: string,
  ids: { life: string[]; travel: string[] },
): Promise<number> {
  let claimed = 0;
  if (ids.life.length > 0) {
    const rows = await db
      .update(lifeQuoteRequests)
      .set({ userId })
      .where(and(inArray(lifeQuoteRequests.id, ids.life), isNull(lifeQuoteRequests.userId)))
      .returning({ id: lifeQuoteRequests.id });
    claimed += rows.length;
  }
  if (ids.travel.length > 0) {
    const rows = await db
      .update(travelQuoteRequests)
      .set({ userId })
      .where(and(inArray(travelQuoteRequests.publicId, ids.travel), isNull(travelQuoteRequests.userId)))
      .returning({ id: travelQuoteRequests.id });
    claimed += rows.length;
  }
  return claimed;
}

/** One quote of the account, for 'See quotes again'; undefined when it is not the account's. */
export async function findOwnedQuote(
  db: Db,
  userId: string,
  kind: 'life' | 'travel',
  id: string,
): Promise<OwnedQuoteRow | undefined> {
  if (kind === 'life') {
    const [row] = await lifeQuotesWhere(
      db,
      and(eq(lifeQuoteRequests.id, id), eq(lifeQuoteRequests.userId, userId)),
    );
    return row && { ...row, kind };
  }
  const [row] = await travelQuotesWhere(
    db,
    and(eq(travelQuoteRequests.publicId, id), eq(travelQuoteRequests.userId, userId)),
  );
  return row && { ...row, result: readStoredTravelResult(row.result), kind };
}

/** 'Remove': the quote leaves the account (the request stays as the anonymous record N8 asks for). */
export async function releaseQuote(
  db: Db,
  userId: string,
  kind: 'life' | 'travel',
  id: string,
): Promise<boolean> {
  if (kind === 'life') {
    const rows = await db
      .update(lifeQuoteRequests)
      .set({ userId: null })
      .where(and(eq(lifeQuoteRequests.id, id), eq(lifeQuoteRequests.userId, userId)))
      .returning({ id: lifeQuoteRequests.id });
    return rows.length === 1;
  }
  const rows = await db
    .update(travelQuoteRequests)
    .set({ userId: null })
    .where(and(eq(travelQuoteRequests.publicId, id), eq(travelQuoteRequests.userId, userId)))
    .returning({ id: travelQuoteRequests.id });
  return rows.length === 1;
}

/** Whose data: the account, and its e-mail only once confirmed (an unconfirmed address may be someone else's). */
export interface Person {
  userId: string;
  email: string;
  emailConfirmed: boolean;
}

/** Rows with the account's e-mail, once confirmed (shared by the account's repositories). */
export const byVerifiedEmail = (person: Person, column: SQL | Parameters<typeof eq>[0]): SQL =>
  person.emailConfirmed ? sql`lower(${column}) = ${person.email}` : sql`false`;

/** Rows made while signed in to the account, or with its verified e-mail (issue 15). */
export const ownedBy = (
  person: Person,
  columns: { userId: Parameters<typeof eq>[0]; email: SQL | Parameters<typeof eq>[0] },
): SQL => or(eq(columns.userId, person.userId), byVerifiedEmail(person, columns.email)) ?? sql`false`;

/**
 * The person's consent records: those of the verified e-mail, and the health consents given with
 * the account's applications (N25), whatever e-mail the application named.
 */
const consentsOf = (db: Db, person: Person): SQL =>
  or(
    byVerifiedEmail(person, consents.email),
    inArray(
      consents.subjectId,
      db
        .select({ id: lifeApplications.id })
        .from(lifeApplications)
        .where(eq(lifeApplications.userId, person.userId)),
    ),
    inArray(
      consents.subjectId,
      db
        .select({ id: travelApplications.id })
        .from(travelApplications)
        .where(ownedBy(person, travelApplications)),
    ),
  ) ?? sql`false`;

/** Everything held about the person, table by table (issue 15, 'Download my data'). */
export async function readPersonalData(db: Db, person: Person) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
      emailConfirmed: users.emailConfirmed,
      role: users.role,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, person.userId));
  const quotes = await listOwnedQuotes(db, person.userId);
  return {
    account,
    quotes,
    lifeApplications: await db
      .select()
      .from(lifeApplications)
      .where(eq(lifeApplications.userId, person.userId)),
    travelApplications: await db.select().from(travelApplications).where(ownedBy(person, travelApplications)),
    bookings: await db.select().from(appointments).where(ownedBy(person, appointments)),
    contactRequests: await db.select().from(contactRequests).where(ownedBy(person, contactRequests)),
    serviceInquiries: await db.select().from(serviceInquiries).where(ownedBy(person, serviceInquiries)),
    emailedQuoteRequests: await db
      .select()
      .from(emailedQuoteRequests)
      .where(byVerifiedEmail(person, emailedQuoteRequests.email)),
    // Newsletter, UPDATE ME! and health consents (one consent model, ADR 0042).
    consents: await db.select().from(consents).where(consentsOf(db, person)),
    mailsSent: await db
      .select({
        toAddress: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        textBody: mailOutbox.textBody,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, person.email))
      .orderBy(mailOutbox.createdAt),
  };
}

/**
 * Erases the person (issue 15, 'Delete my account'): their leads, consent records, mails and
 * account. Inbox rows go with their leads (triggers, ADR 0091); quote requests stay without their
 * owner (N8); audit rows stay with the actor emptied and any detail naming the person cleared.
 */
export async function erasePersonalData(db: Db, person: Person, identifiers: string[]): Promise<void> {
  const removedLeads: string[] = [];
  const drop = async (ids: { id: string }[]) => removedLeads.push(...ids.map((r) => r.id));
  await drop(
    await db.delete(appointments).where(ownedBy(person, appointments)).returning({ id: appointments.id }),
  );
  await drop(
    await db
      .delete(contactRequests)
      .where(ownedBy(person, contactRequests))
      .returning({ id: contactRequests.id }),
  );
  await drop(
    await db
      .delete(serviceInquiries)
      .where(ownedBy(person, serviceInquiries))
      .returning({ id: serviceInquiries.id }),
  );
  if (removedLeads.length > 0)
    await db.delete(statusNotes).where(inArray(statusNotes.subjectId, removedLeads));
  // Before the applications they name go.
  await db.delete(consents).where(consentsOf(db, person));
  await db.delete(travelApplications).where(ownedBy(person, travelApplications));
  await db.delete(emailedQuoteRequests).where(byVerifiedEmail(person, emailedQuoteRequests.email));
  await db.delete(mailOutbox).where(eq(mailOutbox.toAddress, person.email));
  for (const value of identifiers) {
    const pattern = `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    await db
      .update(auditLog)
      .set({ details: {}, target: null })
      .where(or(sql`${auditLog.details}::text ilike ${pattern}`, sql`${auditLog.target} ilike ${pattern}`));
  }
  // Cascades to tokens and life applications; quotes, notes and audit rows lose the link.
  await db.delete(users).where(eq(users.id, person.userId));
}
