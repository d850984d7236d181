// The database side of the customer's own calls: profile, e-mail change tokens and the quotes
// kept by an account (the person's data across tables is personal-data.repository.ts).

import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { readStoredTravelResult } from '@brokerage/shared/travel-quote/stored-travel-quotes';
import type { Db } from '../../db/client.ts';
import { accountTokens, users } from '../../db/schema/accounts.ts';
import { lifeQuoteRequests } from '../../db/schema/life.ts';
import { travelQuoteRequests, travelQuoteResults } from '../../db/schema/travel.ts';

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

/** The confirmed address replaces the current one, which joins the account's previous addresses. */
export async function setUserEmail(
  db: Db,
  userId: string,
  email: string,
  previous: { email: string; confirmed: boolean },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      email,
      emailConfirmed: true,
      // Only a confirmed address was the person's; an unconfirmed one may be someone else's.
      previousEmails: previous.confirmed
        ? sql`array_remove(array_remove(${users.previousEmails}, ${previous.email}), ${email}) || array[${previous.email}]::text[]`
        : sql`array_remove(${users.previousEmails}, ${email})`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** 'This wasn't me': the old address is the account's again (and no longer a previous one). */
export async function restoreUserEmail(db: Db, userId: string, email: string): Promise<void> {
  await db
    .update(users)
    .set({
      email,
      emailConfirmed: true,
      previousEmails: sql`array_remove(${users.previousEmails}, ${email})`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
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
