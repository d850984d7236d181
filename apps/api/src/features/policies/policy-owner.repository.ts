// Whose policies, documents and after-sale requests: the rows a signed-in customer may see.

import { eq, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterSaleRequests, policies, policyDocuments } from '../../db/schema/policies.ts';

/** Whose rows: the account, and its e-mail once confirmed (lower-case). */
export interface PolicyOwner {
  userId: string;
  confirmedEmail: string | undefined;
}

const owned = (owner: PolicyOwner, userId: AnyPgColumn, email: AnyPgColumn): SQL => {
  const byUser = eq(userId, owner.userId);
  if (owner.confirmedEmail === undefined) return byUser;
  return or(byUser, sql`lower(${email}) = ${owner.confirmedEmail}`) ?? byUser;
};
export const ownedPolicy = (owner: PolicyOwner) => owned(owner, policies.userId, policies.email);
export const ownedDocument = (owner: PolicyOwner) =>
  owned(owner, policyDocuments.userId, policyDocuments.email);
export const ownedRequest = (owner: PolicyOwner) =>
  owned(owner, afterSaleRequests.userId, afterSaleRequests.email);
