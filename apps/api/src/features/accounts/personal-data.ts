// 'Download my data' and 'Delete my account' (N25, ADR 0092): the person's records across
// tables, gathered by account id and every confirmed address it had, and their erasure in one
// transaction with a confirmation mail; business records stay for staff without the person.

import type { DeleteAccountBody } from '@brokerage/shared/accounts/account-settings-schemas';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { afterSaleDataOf, eraseAfterSaleData } from '../policies/policy-data.ts';
import { accountDeletedMail } from './account-mails.ts';
import type { AccountsContext } from './accounts-context.ts';
import { checkPassword, currentUser } from './my-account.ts';
import { DELETED_CUSTOMER_NAME, erasePersonalData, readPersonalData } from './personal-data.repository.ts';
import type { Person } from './personal-data.repository.ts';
import { forgetSessionState } from './session-state.ts';

export const ACCOUNT_DELETED_MESSAGE = 'Your account and your personal data have been deleted.';

/** Whose data a call reads: the account, and its e-mail once confirmed. */
export const personOf = (user: {
  id: string;
  email: string;
  emailConfirmed: boolean;
  previousEmails?: readonly string[];
}): Person => ({
  userId: user.id,
  email: user.email,
  emailConfirmed: user.emailConfirmed,
  previousEmails: user.previousEmails ?? [],
});

export async function exportMyData(ctx: Pick<AccountsContext, 'db'>, userId: string) {
  const user = await currentUser(ctx, userId);
  return {
    exportedAt: new Date().toISOString(),
    ...(await readPersonalData(ctx.db, personOf(user))),
    ...(await afterSaleDataOf(ctx.db, user)),
  };
}

export async function deleteMyAccount(
  ctx: Pick<AccountsContext, 'db'>,
  userId: string,
  body: DeleteAccountBody,
): Promise<string> {
  const user = await currentUser(ctx, userId);
  await checkPassword(user, body.password);
  // Exact identifiers only: a name the person chose may be any other text (ADR 0092).
  const identifiers = { emails: [user.email, ...user.previousEmails], mobile: user.mobile };
  await inTransaction(ctx.db, async (tx) => {
    const keptRequests = await eraseAfterSaleData(tx, user, DELETED_CUSTOMER_NAME);
    await erasePersonalData(
      tx,
      personOf(user),
      identifiers,
      keptRequests.map((id) => ({ kind: 'after-sale', id })),
    );
    // Kept without personal data: the account id only, which nothing else holds any more.
    await recordAudit(tx, { actorId: null, action: 'account.deleted', target: user.id });
    await enqueueMail(tx, accountDeletedMail(user.email));
  });
  // The account is gone: its tokens answer 401 from the next call (ADR 0092).
  forgetSessionState(user.id);
  return ACCOUNT_DELETED_MESSAGE;
}
