// POST users/signup (platform spec section 7): creates the account, queues the verification
// mail and signs the user in.

import { randomInt } from 'node:crypto';
import { PROFILE_PIC_COLORS } from '@brokerage/shared/accounts/account-schemas';
import type { SessionData, SignUpBody } from '@brokerage/shared/accounts/account-schemas';
import { conflict } from '../../lib/app-error.ts';
import { hashPassword } from './account-secrets.ts';
import type { AccountsContext } from './accounts-context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { insertUser } from './accounts.repository.ts';
import { sendVerificationMail } from './email-verification.ts';
import { issueTokenPair } from './issue-session.ts';

export const DUPLICATE_ACCOUNT_MESSAGE = 'An account with this email already exists. Please sign in.';
export const SIGNED_UP_MESSAGE =
  'Your account has been created. Please check your email and confirm your address.';

export async function signUp(ctx: AccountsContext, body: SignUpBody): Promise<SessionData> {
  const passwordHash = await hashPassword(body.password);
  const profilePicColor = PROFILE_PIC_COLORS[randomInt(PROFILE_PIC_COLORS.length)] ?? PROFILE_PIC_COLORS[0];
  return inTransaction(ctx.db, async (tx) => {
    const user = await insertUser(tx, {
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      mobile: body.mobile,
      passwordHash,
      profilePicColor,
    });
    if (user === undefined) throw conflict(DUPLICATE_ACCOUNT_MESSAGE);
    await sendVerificationMail(tx, ctx.publicUrl, user);
    const pair = await issueTokenPair(tx, ctx.jwtSecret, user);
    return { ...pair, user: { firstName: user.firstName, lastName: user.lastName, email: user.email } };
  });
}
