// Stored tokens (platform spec sections 4 and 9): `jwtToken` holds the access token and
// `jwtRefreshToken` the refresh token with a 'Bearer ' prefix, removed before use. The refresh
// token is stored only with 'remember me'; otherwise it lives in memory for this tab.

import type { UserRole } from '@brokerage/shared/accounts/roles';
export const ACCESS_TOKEN_KEY = 'jwtToken';
export const REFRESH_TOKEN_KEY = 'jwtRefreshToken';
const BEARER_PREFIX = 'Bearer ';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the session lasts as long as the tab.
  }
}

let memoryRefreshToken: string | null = null;

export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
  /** The refresh token came from storage (remember me). */
  remembered: boolean;
}

export function readTokens(): StoredTokens {
  const stored = read(REFRESH_TOKEN_KEY);
  const fromStorage = stored === null ? null : stored.replace(/^Bearer\s+/, '');
  return {
    accessToken: read(ACCESS_TOKEN_KEY),
    refreshToken: fromStorage ?? memoryRefreshToken,
    remembered: fromStorage !== null,
  };
}

/** A session may be restored from storage: the visitor may be signed in (ADR 0085). */
export function hasStoredTokens(): boolean {
  const { accessToken, refreshToken } = readTokens();
  return accessToken !== null || refreshToken !== null;
}

export function writeTokens(accessToken: string, refreshToken: string, remember: boolean): void {
  write(ACCESS_TOKEN_KEY, accessToken);
  if (remember) {
    write(REFRESH_TOKEN_KEY, `${BEARER_PREFIX}${refreshToken}`);
    memoryRefreshToken = null;
  } else {
    write(REFRESH_TOKEN_KEY, null);
    memoryRefreshToken = refreshToken;
  }
}

export function clearTokens(): void {
  write(ACCESS_TOKEN_KEY, null);
  write(REFRESH_TOKEN_KEY, null);
  memoryRefreshToken = null;
}

export interface TokenClaims {
  email: string;
  isAdmin: boolean;
  /** `key` wins (admin); otherwise the `role` claim ('advisor') or a customer. */
  role: UserRole;
  /** Seconds since the epoch. */
  exp: number;
}

/** The access token's claims (N16: email, key, exp), or null when it cannot be read. */
export function decodeAccessToken(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claims = JSON.parse(json) as { email?: unknown; key?: unknown; role?: unknown; exp?: unknown };
    if (typeof claims.email !== 'string' || typeof claims.exp !== 'number') return null;
    const isAdmin = claims.key === true;
    const role: UserRole = isAdmin ? 'admin' : claims.role === 'advisor' ? 'advisor' : 'customer';
    return { email: claims.email, isAdmin, role, exp: claims.exp };
  } catch {
    return null;
  }
}
