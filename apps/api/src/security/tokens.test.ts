// Forged, expired and misused tokens are refused (security; N16, ADR 0012).
// Covered elsewhere and not repeated here (features/accounts/routes.test.ts): a token with a
// character appended, an unknown or expired refresh token, a rotated refresh token reused (403,
// its whole family revoked), logout ending one family only.

import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimsOf, get, signUpUser } from '../features/accounts/accounts-test-helpers.ts';
import type { Session } from '../features/accounts/accounts-test-helpers.ts';
import { adminAndUserTokens } from '../features/admin/admin-test-helpers.ts';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../lib/access-token.ts';
import { useTestApp } from '../test/build-test-app.ts';

const SIGN_IN_FIRST = { message: 'Please sign in to continue', code: 'UNAUTHORIZED' };
const SESSION_ENDED = { message: 'Your session has ended. Please sign in again.', code: 'FORBIDDEN' };

const t = useTestApp();
let adminToken: string;

beforeAll(async () => {
  adminToken = (await adminAndUserTokens(t.app, t.db)).admin;
});

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const partsOf = (token: string) => {
  const [header = '', payload = '', signature = ''] = token.split('.');
  return { header, payload, signature };
};
const now = () => Math.floor(Date.now() / 1000);

/** Status and body of a signed-in call and of an admin call made with `token`. */
async function answersTo(token: string) {
  const details = await get(t.app, '/api/users/details', token);
  const admin = await get(t.app, '/api/admin/panel', token);
  return [
    { status: details.statusCode, body: details.json() as unknown },
    { status: admin.statusCode, body: admin.json() as unknown },
  ];
}

const REFUSED = [
  { status: 401, body: SIGN_IN_FIRST },
  { status: 401, body: SIGN_IN_FIRST },
];

describe('access tokens', () => {
  it('the genuine admin token passes both calls (so the refusals below are the forgery’s doing)', async () => {
    const answers = await answersTo(adminToken);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
  });

  it('refuses a token whose signature was altered', async () => {
    const { header, payload, signature } = partsOf(adminToken);
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await answersTo(`${header}.${payload}.${flipped}`)).toEqual(REFUSED);
  });

  it('refuses a user token whose claims were edited to make it an admin’s, signature kept', async () => {
    const user = await signUpUser(t.app);
    const { header, signature } = partsOf(user.token);
    const promoted = `${header}.${base64url({ ...claimsOf(user.token), key: true })}.${signature}`;
    expect(await answersTo(promoted)).toEqual(REFUSED);
  });

  it('refuses an unsigned token (alg: none), with or without a trailing signature part', async () => {
    const claims = claimsOf(adminToken);
    for (const alg of ['none', 'None', 'NONE']) {
      const unsigned = `${base64url({ alg, typ: 'JWT' })}.${base64url(claims)}`;
      expect(await answersTo(`${unsigned}.`)).toEqual(REFUSED);
      expect(await answersTo(unsigned)).toEqual(REFUSED);
    }
  });

  it('refuses a token signed with another secret or another algorithm', async () => {
    const claims = claimsOf(adminToken);
    const otherSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-too!'));
    expect(await answersTo(otherSecret)).toEqual(REFUSED);
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512', typ: 'JWT' })
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect(await answersTo(hs512)).toEqual(REFUSED);
  });

  it('refuses an expired token, and one signed with the right secret but without an expiry', async () => {
    const claims = claimsOf(adminToken);
    const user = {
      id: String(claims.sub),
      email: String(claims.email),
      isAdmin: true,
      role: 'admin' as const,
    };
    const issuedAt = now() - ACCESS_TOKEN_TTL_SECONDS - 5;
    expect(await answersTo(await signAccessToken(user, t.config.jwtSecret, issuedAt))).toEqual(REFUSED);
    // Still inside its 15 minutes: accepted (the clock, not the token's shape, decided above).
    const fresh = await signAccessToken(user, t.config.jwtSecret, now() - ACCESS_TOKEN_TTL_SECONDS + 30);
    expect((await answersTo(fresh)).map((a) => a.status)).toEqual([200, 200]);

    const forever = await new SignJWT({ email: user.email, key: true })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect(await answersTo(forever)).toEqual(REFUSED);
  });

  it('refuses malformed Authorization headers', async () => {
    for (const authorization of [adminToken, `Basic ${adminToken}`, 'Bearer', `Bearer ${adminToken} extra`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/panel',
        headers: { authorization },
      });
      expect(response.statusCode, authorization.slice(0, 12)).toBe(401);
    }
  });
});

// A refresh token is a bearer secret of one account. "Another user's refresh token is refused"
// means: (1) it can only ever give its own owner's session, never the presenter's and never more
// rights; (2) presented inside another account's session (the call carries that account's access
// token, expired or not) it is refused with 403, not spent, and its family is revoked as leaked.
describe("another user's refresh token", () => {
  async function refresh(refreshToken: string, accessToken?: string) {
    return get(t.app, `/api/users/refreshToken/${refreshToken}`, accessToken);
  }
  const sessionOf = (body: unknown) => (body as { data: Session }).data;

  it('only ever gives its owner’s session', async () => {
    const alice = await signUpUser(t.app);
    const bob = await signUpUser(t.app);
    const answer = await refresh(bob.refreshToken);
    expect(answer.statusCode).toBe(200);
    const claims = claimsOf(sessionOf(answer.json()).token);
    expect(claims).toMatchObject({ sub: claimsOf(bob.token).sub, email: bob.email, key: false });
    expect(claims.sub).not.toBe(claimsOf(alice.token).sub);
    // Alice's own chain is untouched by Bob's refresh.
    expect((await refresh(alice.refreshToken)).statusCode).toBe(200);
  });

  it('is refused inside another account’s session, expired or not, and its family ends', async () => {
    const alice = await signUpUser(t.app);
    const aliceClaims = claimsOf(alice.token);
    const aliceExpired = await signAccessToken(
      { id: String(aliceClaims.sub), email: alice.email, isAdmin: false, role: 'customer' },
      t.config.jwtSecret,
      now() - ACCESS_TOKEN_TTL_SECONDS - 60,
    );
    for (const aliceToken of [alice.token, aliceExpired]) {
      const bob = await signUpUser(t.app);
      const refused = await refresh(bob.refreshToken, aliceToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(SESSION_ENDED);
      // Bob's family was revoked: his token no longer works, even alone.
      expect((await refresh(bob.refreshToken)).statusCode).toBe(403);
    }
    // Alice's own token, presented with her own access token, still rotates.
    const own = await refresh(alice.refreshToken, aliceExpired);
    expect(own.statusCode).toBe(200);
    expect(claimsOf(sessionOf(own.json()).token).sub).toBe(aliceClaims.sub);
  });

  it('ignores a forged access token beside it (only a token this server signed names a presenter)', async () => {
    const bob = await signUpUser(t.app);
    const answer = await refresh(bob.refreshToken, 'not.a.token');
    expect(answer.statusCode).toBe(200);
    expect(claimsOf(sessionOf(answer.json()).token).sub).toBe(claimsOf(bob.token).sub);
  });
});
