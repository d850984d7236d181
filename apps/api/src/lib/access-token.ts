// The access token (N16): an HS256 JWT for 15 minutes carrying `email`, `key` (the admin flag)
// and `exp`; the subject is the user id. `role` is ('customer', 'advisor', 'admin');
// `key` keeps meaning admin, and a token without `role` is read from `key` alone. `sv` is the
// account's session version: the guards compare it, and take the role, from the database
// (plugins/auth.ts, ADR 0092); a token without it counts as version 0.

import { SignJWT, errors, jwtVerify } from 'jose';
import type { UserRole } from '@brokerage/shared/accounts/roles';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessTokenUser {
  id: string;
  email: string;
  isAdmin: boolean;
  role: UserRole;
  /** The account's session version when the token was signed (ADR 0092). */
  sessionVersion: number;
}

/** The role a token's claims give: `key` wins, so admin is exactly the spec's flag. */
export function roleOfClaims(key: boolean, role: unknown): UserRole {
  if (key) return 'admin';
  return role === 'advisor' ? 'advisor' : 'customer';
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

const VERIFY_OPTIONS = { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] };

export function signAccessToken(
  user: Omit<AccessTokenUser, 'sessionVersion'> & { sessionVersion?: number },
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({
    email: user.email,
    key: user.isAdmin,
    role: roleOfClaims(user.isAdmin, user.role),
    sv: user.sessionVersion ?? 0,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** The user the token names, or undefined when it is malformed, forged or expired. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessTokenUser | undefined> {
  try {
    // Only HS256 (so never `alg: none`), and a token must say when it ends.
    const { payload } = await jwtVerify(token, keyOf(secret), VERIFY_OPTIONS);
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.email !== 'string' ||
      typeof payload.key !== 'boolean'
    ) {
      return undefined;
    }
    return {
      id: payload.sub,
      email: payload.email,
      isAdmin: payload.key,
      role: roleOfClaims(payload.key, payload.role),
      sessionVersion: typeof payload.sv === 'number' ? payload.sv : 0,
    };
  } catch {
    return undefined;
  }
}

/**
 * The user id of a token this server signed, expired or not (undefined when malformed or forged).
 * For the refresh call, which comes once the access token has expired (plugins/auth.ts guards
 * never use this).
 */
export async function signedSubject(token: string, secret: string): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), VERIFY_OPTIONS);
    return payload.sub;
  } catch (error) {
    // jose checks the signature before the claims, so an expired token's payload is authentic.
    return error instanceof errors.JWTExpired && typeof error.payload.sub === 'string'
      ? error.payload.sub
      : undefined;
  }
}
