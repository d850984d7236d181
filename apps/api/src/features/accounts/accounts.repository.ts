// The only file of the accounts feature that touches the database.

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens, refreshTokens, users } from '../../db/schema/accounts.ts';
import type { AccountTokenPurpose } from '../../db/schema/accounts.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type AccountTokenRow = typeof accountTokens.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Undefined when the e-mail is taken (the unique constraint decides, not a prior read). */
export async function insertUser(db: Db, user: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<
    Pick<UserRow, 'passwordHash' | 'emailConfirmed' | 'isAdmin' | 'role' | 'email' | 'previousEmails'>
  >,
): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function insertRefreshToken(
  db: Db,
  row: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/**
 * Marks a live, unexpired token as rotated and returns it; undefined when the token is unknown,
 * already rotated, revoked or expired. One statement, so two concurrent refreshes cannot both win.
 */
export async function rotateRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.expiresAt} > now()`,
      ),
    )
    .returning();
  return row;
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function revokeRefreshFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeUserRefreshTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function insertAccountToken(
  db: Db,
  row: {
    userId: string;
    purpose: AccountTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    role?: AccountTokenRow['role'];
    newEmail?: string;
  },
): Promise<void> {
  await db.insert(accountTokens).values(row);
}

/** Marks the account's unused tokens of one purpose used: their links stop working. */
export async function spendAccountTokens(
  db: Db,
  userId: string,
  purpose: AccountTokenPurpose,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

export async function findAccountToken(
  db: Db,
  purpose: AccountTokenPurpose,
  tokenHash: string,
): Promise<(AccountTokenRow & { expired: boolean }) | undefined> {
  const [row] = await db
    .select({ token: accountTokens, expired: sql<boolean>`${accountTokens.expiresAt} <= now()` })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)))
    .limit(1);
  return row === undefined ? undefined : { ...row.token, expired: row.expired };
}

/** Marks the token used; false when another request used it first. */
export async function useAccountToken(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}

/** Tests only: move a token's expiry into the past. */
export async function expireAccountTokensOf(db: Db, userId: string): Promise<void> {
  await db
    .update(accountTokens)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(accountTokens.userId, userId));
}

export async function expireRefreshTokensOf(db: Db, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(refreshTokens.userId, userId));
}

export type { AccountTokenPurpose };

/** Advisors and admins, by name. */
export async function listStaffUsers(db: Db): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.role, ['advisor', 'admin']))
    .orderBy(users.firstName, users.lastName, users.email);
}

/** What the guards compare with an access token (ADR 0092): one indexed read by primary key. */
export async function readSessionState(
  db: Db,
  id: string,
): Promise<Pick<UserRow, 'email' | 'role' | 'sessionVersion'> | undefined> {
  const [row] = await db
    .select({ email: users.email, role: users.role, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** Ends every session of the account: its access tokens carry the old version (ADR 0092). */
export async function bumpSessionVersion(db: Db, id: string): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion;
}
