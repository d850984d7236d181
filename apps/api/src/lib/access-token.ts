// The access token (N16): an HS256 JWT for 15 minutes carrying `email`, `key` (the admin flag)
// and `exp`; the subject is the user id.

import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessTokenUser {
  id: string;
  email: string;
  isAdmin: boolean;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signAccessToken(
  user: AccessTokenUser,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ email: user.email, key: user.isAdmin })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** The user the token names, or undefined when it is malformed, forged or expired. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessTokenUser | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.email !== 'string' ||
      typeof payload.key !== 'boolean'
    ) {
      return undefined;
    }
    return { id: payload.sub, email: payload.email, isAdmin: payload.key };
  } catch {
    return undefined;
  }
}
