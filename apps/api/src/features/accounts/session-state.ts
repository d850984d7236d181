// The guards read the account's role and session version from the database, not from the token
// (ADR 0092): removal, a role change, a password change, sign-out-everywhere and deletion take
// effect on the next call. One read per account per second at most, per process.

import type { UserRole } from '@brokerage/shared/accounts/roles';
import type { Db } from '../../db/client.ts';
import { LruCache } from '../../lib/lru-cache.ts';
import { bumpSessionVersion, readSessionState, revokeUserRefreshTokens } from './accounts.repository.ts';

export interface SessionState {
  email: string;
  role: UserRole;
  sessionVersion: number;
}

/** How long a read may be reused: another process's change shows within a second (ADR 0092). */
export const SESSION_STATE_TTL_MS = 1000;

// Keyed by user id (random uuids), shared by every app of the process; a change made here forgets
// its entry at once, another process's change is seen within the TTL.
const cache = new LruCache<string, { state: SessionState | undefined; readAt: number }>(10_000);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account's current state, or undefined when it no longer exists. */
export async function currentSessionState(db: Db, userId: string): Promise<SessionState | undefined> {
  if (!UUID.test(userId)) return undefined;
  const now = Date.now();
  const cached = cache.get(userId);
  if (cached !== undefined && now - cached.readAt < SESSION_STATE_TTL_MS) return cached.state;
  const state = await readSessionState(db, userId);
  cache.set(userId, { state, readAt: now });
  return state;
}

/** After a change to the account's role, e-mail, sessions or existence (call once committed too). */
export function forgetSessionState(userId: string): void {
  cache.delete(userId);
}

/**
 * Ends every session of the account: refresh tokens revoked, access tokens outdated. Runs in the
 * caller's transaction; call forgetSessionState again once it commits. Returns the new version.
 */
export async function endAllSessions(db: Db, userId: string): Promise<number> {
  await revokeUserRefreshTokens(db, userId);
  const version = await bumpSessionVersion(db, userId);
  forgetSessionState(userId);
  return version ?? 0;
}
