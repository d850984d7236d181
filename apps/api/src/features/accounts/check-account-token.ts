// Checks a verification or reset token from a link and spends it (N16: single use, expiring).

import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { AccountTokenPurpose } from './accounts.repository.ts';
import { hashToken } from './account-secrets.ts';
import { findAccountToken, findUserById, useAccountToken } from './accounts.repository.ts';
import type { UserRow } from './accounts.repository.ts';

export const INVALID_LINK_MESSAGE =
  'This link is not valid. Please open the link from the latest email we sent you.';

/** The token's user, once the token is marked used; a clear 400 otherwise. */
export async function checkAccountToken(
  db: Db,
  purpose: AccountTokenPurpose,
  body: { email: string; token: string },
  messages: { used: string; expired: string },
): Promise<UserRow> {
  const found = await findAccountToken(db, purpose, hashToken(body.token));
  const user = found === undefined ? undefined : await findUserById(db, found.userId);
  // The e-mail of the link must be the token's owner's.
  if (found === undefined || user === undefined || user.email !== body.email)
    throw badRequest(INVALID_LINK_MESSAGE);
  if (found.usedAt !== null) throw badRequest(messages.used);
  if (found.expired) throw badRequest(messages.expired);
  if (!(await useAccountToken(db, found.id))) throw badRequest(messages.used);
  return user;
}
