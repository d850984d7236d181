// Whose rows a signed-in customer reads: rows that carry the account's id, and, once the account's
// e-mail is confirmed, rows sent with that address as a guest (bookings, policies, documents and
// after-sale requests alike).

import { eq, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export interface RowOwner {
  userId: string;
  /** Lower-case; undefined while the account's e-mail is not confirmed. */
  confirmedEmail: string | undefined;
}

export function rowOwnerOf(user: { id: string; email: string; emailConfirmed: boolean }): RowOwner {
  return { userId: user.id, confirmedEmail: user.emailConfirmed ? user.email.toLowerCase() : undefined };
}

/** The rows of a table whose `userId` column is the owner's, or whose `email` is its confirmed address. */
export function ownedBy(owner: RowOwner, userId: AnyPgColumn, email: AnyPgColumn): SQL {
  const byUser = eq(userId, owner.userId);
  if (owner.confirmedEmail === undefined) return byUser;
  return or(byUser, sql`lower(${email}) = ${owner.confirmedEmail}`) ?? byUser;
}
