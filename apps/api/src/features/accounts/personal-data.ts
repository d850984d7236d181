// 'Download my data' and 'Delete my account' (issue 15, N25): the person's records across tables,
// and their erasure in one transaction with a confirmation mail.

import type { DeleteAccountBody } from '@brokerage/shared/accounts/my-account-schemas';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { afterSaleDataOf, eraseAfterSaleData } from '../policies/policy-data.ts';
import { accountDeletedMail } from './account-mails.ts';
import type { AccountsContext } from './accounts-context.ts';
import { revokeUserRefreshTokens } from './accounts.repository.ts';
import { checkPassword, currentUser } from './my-account.ts';
import { erasePersonalData, readPersonalData } from './my-account.repository.ts';
import type { Person } from './my-account.repository.ts';

export const ACCOUNT_DELETED_MESSAGE = 'Your account and your personal data have been deleted.';

/** Whose data a call reads: the account, and its e-mail once confirmed. */
export const personOf = (user: { id: string; email: string; emailConfirmed: boolean }): Person => ({
  userId: user.id,
  email: user.email,
  emailConfirmed: user.emailConfirmed,
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
  const identifiers = [user.email, `${user.firstName} ${user.lastName}`, user.mobile].filter(
    (v): v is string => v !== null && v !== '',
  );
  await inTransaction(ctx.db, async (tx) => {
    await revokeUserRefreshTokens(tx, user.id);
    await eraseAfterSaleData(tx, user);
    await erasePersonalData(tx, personOf(user), identifiers);
    // Kept without personal data: the account id only, which nothing else holds any more.
    await recordAudit(tx, { actorId: null, action: 'account.deleted', target: user.id });
    await enqueueMail(tx, accountDeletedMail(user.email));
  });
  return ACCOUNT_DELETED_MESSAGE;
}
