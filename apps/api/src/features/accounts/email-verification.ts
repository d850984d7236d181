// E-mail verification (platform spec section 4, N16): 96-character single-use tokens, stored
// hashed, valid 7 days.

import { EMAIL_CONFIRMED_MESSAGE } from '@brokerage/shared/accounts/account-schemas';
import type { Db } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../lib/app-error.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { verificationMail } from './account-mails.ts';
import { hashToken, newAccountToken } from './account-secrets.ts';
import type { AccountsContext } from './accounts-context.ts';
import { checkAccountToken } from './check-account-token.ts';
import { inTransaction } from '../../db/transaction.ts';
import { findUserById, insertAccountToken, updateUser } from './accounts.repository.ts';
import type { UserRow } from './accounts.repository.ts';

export const VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const RESENT_MESSAGE = 'We have sent you a new confirmation email. Please check your inbox.';
export const ALREADY_CONFIRMED_MESSAGE = 'Your email is already confirmed.';

/** Creates a token and queues the mail, inside the caller's transaction. */
export async function sendVerificationMail(
  db: Db,
  publicUrl: string,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
  resend = false,
): Promise<void> {
  const token = newAccountToken();
  await insertAccountToken(db, {
    userId: user.id,
    purpose: 'verify-email',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
  });
  await enqueueMail(db, verificationMail(publicUrl, user, token, resend));
}

/** POST users/verify-email. */
export async function verifyEmail(
  ctx: AccountsContext,
  body: { email: string; token: string },
): Promise<string> {
  await inTransaction(ctx.db, async (tx) => {
    const user = await checkAccountToken(tx, 'verify-email', body, {
      used: 'This link has already been used. If your email is confirmed, please sign in.',
      expired: 'This link has expired. Please sign in and choose Resend Email for a new one.',
    });
    await updateUser(tx, user.id, { emailConfirmed: true });
  });
  return EMAIL_CONFIRMED_MESSAGE;
}

/** POST users/resend-email (signed in). */
export async function resendVerificationEmail(ctx: AccountsContext, userId: string): Promise<string> {
  const user = await findUserById(ctx.db, userId);
  if (user === undefined) throw unauthorized();
  if (user.emailConfirmed) throw badRequest(ALREADY_CONFIRMED_MESSAGE);
  await inTransaction(ctx.db, (tx) => sendVerificationMail(tx, ctx.publicUrl, user, true));
  return RESENT_MESSAGE;
}
