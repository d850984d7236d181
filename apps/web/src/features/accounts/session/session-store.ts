// The signed-in state (platform spec sections 3 and 4, N16, N36). Prerendered HTML and the
// hydration pass see the signed-out state (getServerSnapshot); the stored session is restored
// after hydration, so hydration never mismatches (ADR 0004).

import { claimKeptQuotes } from '#src/lib/kept-quotes.ts';
import { useSyncExternalStore } from 'react';
import type { UserRole } from '@brokerage/shared/accounts/roles';
import type { SessionData, UserDetails } from '@brokerage/shared/accounts/account-schemas';
import { ApiError, setAuthHandlers } from '#src/lib/api-client.ts';
import { fetchUserDetails, refreshTokenPair, revokeRefreshToken } from '../api/session-api.ts';
import { clearTokens, decodeAccessToken, readTokens, writeTokens } from './token-storage.ts';

export type SessionStatus = 'restoring' | 'signed-out' | 'signed-in';

export interface SessionState {
  status: SessionStatus;
  email: string | null;
  /** From the token's `key` claim, then from the user details. */
  isAdmin: boolean;
  /** 'customer', 'advisor' or 'admin': advisors and admins are staff. */
  role: UserRole;
  /** Loaded after sign-in and at startup. */
  user: UserDetails | null;
}

const SIGNED_OUT: SessionState = {
  status: 'signed-out',
  email: null,
  isAdmin: false,
  role: 'customer',
  user: null,
};

let state: SessionState = { ...SIGNED_OUT, status: 'restoring' };
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionState {
  return state;
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, () => SIGNED_OUT);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function signedInFrom(accessToken: string): boolean {
  const claims = decodeAccessToken(accessToken);
  if (claims === null) return false;
  setState({
    status: 'signed-in',
    email: claims.email,
    isAdmin: claims.isAdmin,
    role: claims.role,
    user: null,
  });
  return true;
}

/** Gets and stores a new pair with the stored refresh token; false when there is none or it is refused. */
export async function refreshSession(): Promise<boolean> {
  const { refreshToken, remembered } = readTokens();
  if (!refreshToken) return false;
  try {
    const answer = await refreshTokenPair(refreshToken);
    if (!answer.data) return false;
    writeTokens(answer.data.token, answer.data.refreshToken, remembered);
    return signedInFrom(answer.data.token);
  } catch {
    return false;
  }
}

/** Forgets the session here (tokens and state); the server call is signOut's. */
export function clearSession(): void {
  clearTokens();
  setState(SIGNED_OUT);
}

export async function loadUserDetails(): Promise<void> {
  try {
    const answer = await fetchUserDetails();
    if (answer.data && state.status === 'signed-in') {
      setState({
        ...state,
        user: answer.data,
        isAdmin: answer.data.isAdmin,
        role: answer.data.role,
        email: answer.data.email,
      });
    }
  } catch (error) {
    // A 401 that refresh could not cure has already signed the user out; other errors are toasted.
    if (!(error instanceof ApiError)) throw error;
  }
}

/** After sign-in or sign-up: stores the tokens (the refresh token only with remember me). */
export async function startSession(data: SessionData, remember: boolean): Promise<void> {
  installAuthHandlers();
  writeTokens(data.token, data.refreshToken, remember);
  signedInFrom(data.token);
  await loadUserDetails();
  // Quotes run in this browser before signing in become the account's.
  await claimKeptQuotes().catch(() => undefined);
}

/** A new pair for this session (password change), stored the way the old one was. */
export function replaceTokens(pair: { token: string; refreshToken: string }): void {
  writeTokens(pair.token, pair.refreshToken, readTokens().remembered);
  signedInFrom(pair.token);
}

/** Sign Out: revokes the refresh token on the server (best effort) and clears both tokens. */
export async function signOut(): Promise<void> {
  const { refreshToken } = readTokens();
  clearSession();
  await revokeRefreshToken(refreshToken).catch(() => undefined);
}

export function markEmailConfirmed(email: string): void {
  if (state.user && state.user.email === email)
    setState({ ...state, user: { ...state.user, emailConfirmed: true } });
}

let handlersInstalled = false;

/** The api-client's 401 hook point: one refresh and one replay, concurrent 401s share it. */
export function installAuthHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  setAuthHandlers({
    getAccessToken: () => (state.status === 'signed-in' ? readTokens().accessToken : null),
    refresh: refreshSession,
    // A 403 from refresh, or a 401 with no refresh token stored, signs out (N36).
    onRefreshFailed: clearSession,
  });
}

export type RestoreOutcome = 'signed-out' | 'signed-in' | 'expired';

let restoring: Promise<RestoreOutcome> | null = null;

/**
 * Startup (platform spec section 4, N36): no token means signed out; an expired token with a
 * refresh token is refreshed first; when that fails (or there is none) the user is logged out and
 * the caller sends them to sign-in. Then the user details are loaded.
 */
export function restoreSession(): Promise<RestoreOutcome> {
  restoring ??= (async (): Promise<RestoreOutcome> => {
    installAuthHandlers();
    const { accessToken, refreshToken } = readTokens();
    const claims = accessToken === null ? null : decodeAccessToken(accessToken);
    if (claims === null) {
      clearSession();
      return 'signed-out';
    }
    if (claims.exp <= nowSeconds()) {
      const refreshed = refreshToken !== null && (await refreshSession());
      if (!refreshed) {
        clearSession();
        return 'expired';
      }
    } else {
      signedInFrom(accessToken ?? '');
    }
    await loadUserDetails();
    return getSession().status === 'signed-in' ? 'signed-in' : 'expired';
  })();
  return restoring;
}

/** Tests only: back to the state of a fresh page. */
export function resetSessionForTests(): void {
  restoring = null;
  // Test files share modules (vitest.config.ts): another file may have set other handlers.
  handlersInstalled = false;
  state = { ...SIGNED_OUT, status: 'restoring' };
  clearTokens();
}
