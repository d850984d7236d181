// Token pairs (N16): a 15-minute access token and an opaque refresh token, stored hashed, rotated
// on every use; reusing a rotated token revokes its whole family.

import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@brokerage/shared/accounts/account-schemas';
import type { Db } from '../../db/client.ts';
import { signAccessToken, signedSubject } from '../../lib/access-token.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newRefreshToken } from './account-secrets.ts';
import type { AccountsContext } from './accounts-context.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  findRefreshToken,
  findUserById,
  insertRefreshToken,
  revokeRefreshFamily,
  rotateRefreshToken,
} from './accounts.repository.ts';
import type { UserRow } from './accounts.repository.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

const sessionEnded = () => new AppError('FORBIDDEN', SESSION_ENDED_MESSAGE);

/** A new pair; `familyId` continues a rotation chain, otherwise a new family starts. */
export async function issueTokenPair(
  db: Db,
  jwtSecret: string,
  user: Pick<UserRow, 'id' | 'email' | 'isAdmin' | 'role' | 'sessionVersion'>,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const refreshToken = newRefreshToken();
  await insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  const token = await signAccessToken(
    {
      id: user.id,
      email: user.email,
      isAdmin: user.isAdmin,
      role: user.role,
      sessionVersion: user.sessionVersion,
    },
    jwtSecret,
  );
  return { token, refreshToken };
}

/**
 * GET users/refreshToken/<token>: 403 for an unknown, expired, revoked or reused token. A refresh
 * token only ever gives its own account's session; presented with an access token (even expired)
 * of another account it is refused too, and its family revoked as leaked (N16).
 */
export async function refreshSession(
  ctx: AccountsContext,
  refreshToken: string,
  accessToken?: string,
): Promise<TokenPair> {
  const tokenHash = hashToken(refreshToken);
  const presentedBy = accessToken === undefined ? undefined : await signedSubject(accessToken, ctx.jwtSecret);
  const outcome = await inTransaction(ctx.db, async (tx) => {
    if (presentedBy !== undefined) {
      const owned = await findRefreshToken(tx, tokenHash);
      if (owned !== undefined && owned.userId !== presentedBy) {
        await revokeRefreshFamily(tx, owned.familyId);
        return undefined;
      }
    }
    const current = await rotateRefreshToken(tx, tokenHash);
    if (current !== undefined) {
      const user = await findUserById(tx, current.userId);
      if (user === undefined) return undefined;
      return issueTokenPair(tx, ctx.jwtSecret, user, current.familyId);
    }
    const known = await findRefreshToken(tx, tokenHash);
    // N16: a rotated token presented again means it leaked; end every session of its family.
    if (known?.rotatedAt != null) await revokeRefreshFamily(tx, known.familyId);
    return undefined;
  });
  if (outcome === undefined) throw sessionEnded();
  return outcome;
}

/** POST users/logout: revokes the family of the given refresh token. Unknown tokens are ignored. */
export async function logOut(ctx: AccountsContext, refreshToken: string | undefined): Promise<void> {
  if (refreshToken === undefined || refreshToken === '') return;
  const known = await findRefreshToken(ctx.db, hashToken(refreshToken));
  if (known !== undefined) await revokeRefreshFamily(ctx.db, known.familyId);
}
