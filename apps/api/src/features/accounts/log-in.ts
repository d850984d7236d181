// POST users/login (platform spec section 7). Unknown e-mail and wrong password get the same
// answer in the same time.

import type { SessionData, SignInBody } from '@brokerage/shared/accounts/account-schemas';
import { unauthorized } from '../../lib/app-error.ts';
import { spendPasswordCheck, verifyPassword } from './account-secrets.ts';
import type { AccountsContext } from './accounts-context.ts';
import { findUserByEmail } from './accounts.repository.ts';
import { issueTokenPair } from './issue-session.ts';

export const BAD_CREDENTIALS_MESSAGE = 'Incorrect email or password';

export async function logIn(ctx: AccountsContext, body: SignInBody): Promise<SessionData> {
  const user = await findUserByEmail(ctx.db, body.email);
  if (user === undefined) {
    await spendPasswordCheck(body.password);
    throw unauthorized(BAD_CREDENTIALS_MESSAGE);
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) throw unauthorized(BAD_CREDENTIALS_MESSAGE);
  const pair = await issueTokenPair(ctx.db, ctx.jwtSecret, user);
  return { ...pair, user: { firstName: user.firstName, lastName: user.lastName, email: user.email } };
}
