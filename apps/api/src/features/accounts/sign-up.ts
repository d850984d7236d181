// POST users/signup (platform spec section 7, ADR 0092): creates the account and queues the
// verification mail. The answer is the same for a new and a registered address (no session: the
// person signs in next), and the owner of a registered address is told someone tried.

import { randomInt } from 'node:crypto';
import { PROFILE_PIC_COLORS } from '@brokerage/shared/accounts/account-schemas';
import type { SignUpBody } from '@brokerage/shared/accounts/account-schemas';
import { hashPassword } from './account-secrets.ts';
import type { AccountsContext } from './accounts-context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { signUpAttemptMail } from './account-mails.ts';
import { findUserByEmail, insertUser } from './accounts.repository.ts';
import { sendVerificationMail } from './email-verification.ts';

export const SIGNED_UP_MESSAGE =
  'Thank you for signing up. Please check your email and confirm your address.';

export async function signUp(ctx: AccountsContext, body: SignUpBody): Promise<string> {
  const passwordHash = await hashPassword(body.password);
  const profilePicColor = PROFILE_PIC_COLORS[randomInt(PROFILE_PIC_COLORS.length)] ?? PROFILE_PIC_COLORS[0];
  await inTransaction(ctx.db, async (tx) => {
    const user = await insertUser(tx, {
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      mobile: body.mobile,
      passwordHash,
      profilePicColor,
    });
    if (user !== undefined) {
      await sendVerificationMail(tx, ctx.publicUrl, user);
      return;
    }
    const owner = await findUserByEmail(tx, body.email);
    if (owner !== undefined) await enqueueMail(tx, signUpAttemptMail(ctx.publicUrl, owner));
  });
  return SIGNED_UP_MESSAGE;
}
