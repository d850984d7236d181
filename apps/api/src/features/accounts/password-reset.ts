// Forgot and reset password (platform spec sections 4 and 7, N16): 96-character single-use
// tokens, stored hashed, valid 1 hour.

import { enqueueMail } from '../mail/enqueue-mail.ts';
import { passwordChangedMail, passwordResetMail } from './account-mails.ts';
import { hashPassword, hashToken, newAccountToken } from './account-secrets.ts';
import type { AccountsContext } from './accounts-context.ts';
import { checkAccountToken } from './check-account-token.ts';
import { inTransaction } from '../../db/transaction.ts';
import { findUserByEmail, insertAccountToken, updateUser } from './accounts.repository.ts';
import { endAllSessions, forgetSessionState } from './session-state.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;

/** The same answer whether or not the e-mail has an account. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, we have sent a link to reset the password. Please check your inbox.';
export const PASSWORD_RESET_MESSAGE =
  'Your password has been changed. Please sign in with your new password.';

/** POST users/forgot-password. */
export async function requestPasswordReset(ctx: AccountsContext, email: string): Promise<string> {
  const user = await findUserByEmail(ctx.db, email);
  if (user !== undefined) {
    const token = newAccountToken();
    await inTransaction(ctx.db, async (tx) => {
      await insertAccountToken(tx, {
        userId: user.id,
        purpose: 'reset-password',
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
      });
      await enqueueMail(tx, passwordResetMail(ctx.publicUrl, user, token));
    });
  }
  return FORGOT_PASSWORD_MESSAGE;
}

/** POST users/reset-password: sets the password, ends every session, sends the notice. */
export async function resetPassword(
  ctx: AccountsContext,
  body: { email: string; token: string; password: string },
): Promise<string> {
  const passwordHash = await hashPassword(body.password);
  const userId = await inTransaction(ctx.db, async (tx) => {
    const user = await checkAccountToken(tx, 'reset-password', body, {
      used: 'This link has already been used. Please ask for a new password reset link.',
      expired: 'This link has expired. Please ask for a new password reset link.',
    });
    // The link came to the mailbox, which proves the address as well.
    await updateUser(tx, user.id, { passwordHash, emailConfirmed: true });
    await endAllSessions(tx, user.id);
    await enqueueMail(tx, passwordChangedMail(ctx.publicUrl, user));
    return user.id;
  });
  forgetSessionState(userId);
  return PASSWORD_RESET_MESSAGE;
}
