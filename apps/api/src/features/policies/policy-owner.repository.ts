// Whose policies, documents and after-sale requests: the rows a signed-in customer may see.

import { ownedBy } from '../../db/row-owner.ts';
import type { RowOwner } from '../../db/row-owner.ts';
import { afterSaleRequests, policies, policyDocuments } from '../../db/schema/policies.ts';

/** Whose rows: the account, and its e-mail once confirmed (lower-case). */
export type PolicyOwner = RowOwner;

export const ownedPolicy = (owner: PolicyOwner) => ownedBy(owner, policies.userId, policies.email);
export const ownedDocument = (owner: PolicyOwner) =>
  ownedBy(owner, policyDocuments.userId, policyDocuments.email);
export const ownedRequest = (owner: PolicyOwner) =>
  ownedBy(owner, afterSaleRequests.userId, afterSaleRequests.email);
