// My account > Policies: the customer's policies (by account id, or by the account's confirmed
// e-mail for a guest's application), their documents and the application copies; reminders can be
// stopped per policy. Anyone else's policy answers 404.

import { POLICY_NOT_FOUND_MESSAGE } from '@brokerage/shared/policies/policy-schemas';
import type { AccountPolicies, Policy } from '@brokerage/shared/policies/policy-schemas';
import type { Db } from '../../db/client.ts';
import { rowOwnerOf } from '../../db/row-owner.ts';
import { notFound, unauthorized } from '../../lib/app-error.ts';
import {
  selectAccount,
  selectOwnedPolicies,
  selectOwnedPolicy,
  setRemindersStopped,
} from './policies.repository.ts';
import { selectOwnedApplicationCopies } from './policy-documents.repository.ts';
import type { PolicyOwner } from './policy-owner.repository.ts';
import { toDocument, toPolicies } from './policy-view.ts';

export async function ownerOfAccount(
  db: Db,
  userId: string,
): Promise<PolicyOwner & { email: string; firstName: string }> {
  const account = await selectAccount(db, userId);
  if (account === undefined) throw unauthorized();
  return { ...rowOwnerOf(account), email: account.email, firstName: account.firstName };
}

export async function myPolicies(db: Db, userId: string): Promise<AccountPolicies> {
  const owner = await ownerOfAccount(db, userId);
  const [rows, copies] = await Promise.all([
    selectOwnedPolicies(db, owner),
    selectOwnedApplicationCopies(db, owner),
  ]);
  return {
    policies: await toPolicies(db, rows),
    applicationCopies: copies.map((c) => ({
      ...toDocument(c),
      applicationKind: c.applicationKind ?? 'travel',
      applicationId: c.applicationId ?? '',
    })),
  };
}

export async function stopMyReminders(
  db: Db,
  userId: string,
  policyId: string,
  stopped: boolean,
): Promise<Policy> {
  const owner = await ownerOfAccount(db, userId);
  const row = await selectOwnedPolicy(db, owner, policyId);
  if (row === undefined) throw notFound(POLICY_NOT_FOUND_MESSAGE);
  await setRemindersStopped(db, row.id, stopped);
  const [policy] = await toPolicies(db, [{ ...row, remindersStopped: stopped }]);
  if (policy === undefined) throw notFound(POLICY_NOT_FOUND_MESSAGE);
  return policy;
}
