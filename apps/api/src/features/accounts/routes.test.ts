import { describe, expect, it } from 'vitest';
import { EMAIL_CONFIRMED_MESSAGE, PROFILE_PIC_COLORS } from '@brokerage/shared/accounts/account-schemas';
import { FIELD_ERROR_MESSAGES, STRONG_PASSWORD_MESSAGE } from '@brokerage/shared/validation/messages';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { useTestApp } from '../../test/build-test-app.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';
import { expireAccountTokensOf, expireRefreshTokensOf, findUserByEmail } from './accounts.repository.ts';
import { ensureAdmin } from './ensure-admin.ts';
import {
  STRONG_PASSWORD,
  claimsOf,
  get,
  lastMailedLink,
  post,
  signIn,
  signUpBody,
  signUpUser,
  uniqueEmail,
} from './accounts-test-helpers.ts';

const t = useTestApp({
  env: { PUBLIC_URL: 'https://site.example' },
  // An admin-only call for the guard tests (no admin call belongs to this feature).
  extraRoutes: (app) => {
    app.get('/api/test/admin-only', { preHandler: app.requireAdmin }, async (request) => ({
      data: { email: request.user?.email },
    }));
  },
});

describe('POST /api/users/signup', () => {
  it('creates the account and queues the verification mail; the person then signs in', async () => {
    const email = uniqueEmail('signup');
    const response = await post(t.app, '/api/users/signup', signUpBody(email.toUpperCase()));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toMatch(/check your email/i);
    expect(body.data).toBeUndefined();
    const session = await signIn(t.app, email);
    expect(session.refreshToken).toEqual(expect.any(String));
    const claims = claimsOf(session.token);
    expect(claims).toMatchObject({ email, key: false });
    const now = Math.floor(Date.now() / 1000);
    expect(claims.exp).toBeGreaterThan(now + 14 * 60);
    expect(claims.exp).toBeLessThanOrEqual(now + 15 * 60 + 1);

    const link = await lastMailedLink(t.db, email, '/verify-email/');
    expect(link.url.origin + link.url.pathname).toBe('https://site.example/verify-email/');
    expect(link.email).toBe(email);
    expect(link.token).toMatch(/^[0-9a-f]{96}$/);
    for (const part of [link.row.html, link.row.textBody]) {
      expect(part).toContain(COMPANY.shortName);
      expect(part).toContain(COMPANY.phone);
      expect(part).toContain(COMPANY.address.city);
    }
    const user = await findUserByEmail(t.db, email);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(PROFILE_PIC_COLORS).toContain(user?.profilePicColor);
  });

  it('answers a registered address as a new one, changes nothing, and tells its owner (ADR 0092)', async () => {
    const fresh = await post(t.app, '/api/users/signup', signUpBody(uniqueEmail('fresh')));
    const { email } = await signUpUser(t.app);
    const before = await findUserByEmail(t.db, email);
    const response = await post(
      t.app,
      '/api/users/signup',
      signUpBody(email.toUpperCase(), { firstName: 'Mallory', password: 'Other#456' }),
    );
    expect(response.statusCode).toBe(fresh.statusCode);
    expect(response.json()).toEqual(fresh.json());
    expect(response.headers['cache-control']).toBe(fresh.headers['cache-control']);
    expect(await findUserByEmail(t.db, email)).toEqual(before);
    // The chosen password opens nothing; the owner's still works.
    expect((await post(t.app, '/api/users/login', { email, password: 'Other#456' })).statusCode).toBe(401);
    expect((await signIn(t.app, email)).token).toEqual(expect.any(String));
    const told = (await listOutbox(t.db)).filter(
      (m) => m.toAddress === email && /tried to create/.test(m.subject),
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.textBody).toContain('No new account was created');
  });

  it.each([
    ['email', 'not-an-email', FIELD_ERROR_MESSAGES.EMAIL_NOT_VALID],
    ['password', 'secret#123', STRONG_PASSWORD_MESSAGE],
    ['password', 'Secret123', STRONG_PASSWORD_MESSAGE],
    ['firstName', 'J4ne', FIELD_ERROR_MESSAGES.FIRSTNAME_NOT_VALID],
    ['mobile', '123', FIELD_ERROR_MESSAGES.MOBILE_NOT_VALID],
  ])('refuses a bad %s (%s) with its message', async (field, value, message) => {
    const response = await post(t.app, '/api/users/signup', signUpBody(uniqueEmail(), { [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { [field]: message } });
  });
});

describe('POST /api/users/login', () => {
  it('signs in with the right password', async () => {
    const { email } = await signUpUser(t.app);
    const response = await post(t.app, '/api/users/login', { email, password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.email).toBe(email);
    expect(claimsOf(response.json().data.token).email).toBe(email);
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const { email } = await signUpUser(t.app);
    const wrong = await post(t.app, '/api/users/login', { email, password: 'Wrong#1234' });
    const unknown = await post(t.app, '/api/users/login', { email: uniqueEmail('nobody'), password: 'x' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Incorrect email or password', code: 'UNAUTHORIZED' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a malformed e-mail and an empty password', async () => {
    const response = await post(t.app, '/api/users/login', { email: 'x@', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      email: FIELD_ERROR_MESSAGES.EMAIL_NOT_VALID,
      password: 'Password is required',
    });
  });
});

describe('GET /api/users/details and the guards', () => {
  it('answers 401 without a token and with a bad one', async () => {
    for (const token of [undefined, 'nonsense', `${(await signUpUser(t.app)).token}x`]) {
      const response = await get(t.app, '/api/users/details', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please sign in to continue', code: 'UNAUTHORIZED' });
    }
  });

  it('returns the signed-in user', async () => {
    const { email, token } = await signUpUser(t.app);
    const response = await get(t.app, '/api/users/details', token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      email,
      emailConfirmed: false,
      firstName: 'Jane',
      lastName: 'Doe',
      isAdmin: false,
      role: 'customer',
      profilePicColor: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
  });

  it('refuses a non-admin on an admin-only call with 403 and lets an admin through', async () => {
    const user = await signUpUser(t.app);
    const refused = await get(t.app, '/api/test/admin-only', user.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await get(t.app, '/api/test/admin-only')).statusCode).toBe(401);

    const adminEmail = uniqueEmail('admin');
    await expect(ensureAdmin(t.db, { email: adminEmail, password: 'Admin#Pass1' })).resolves.toBe('created');
    const login = await post(t.app, '/api/users/login', { email: adminEmail, password: 'Admin#Pass1' });
    const adminToken = login.json().data.token as string;
    expect(claimsOf(adminToken).key).toBe(true);
    const allowed = await get(t.app, '/api/test/admin-only', adminToken);
    expect(allowed.statusCode).toBe(200);
    const details = await get(t.app, '/api/users/details', adminToken);
    expect(details.json().data).toMatchObject({ isAdmin: true, emailConfirmed: true });
  });

  it('refuses to create an admin without a password or with a bad e-mail (N18: no default password)', async () => {
    await expect(ensureAdmin(t.db, { email: uniqueEmail('nopass') })).rejects.toThrow(/password is needed/);
    await expect(ensureAdmin(t.db, { email: 'not-an-email', password: 'Admin#Pass1' })).rejects.toThrow(
      'The admin e-mail is not a valid e-mail address',
    );
  });

  it('promotes an existing account to admin (N18)', async () => {
    const { email } = await signUpUser(t.app);
    await expect(ensureAdmin(t.db, { email })).resolves.toBe('promoted');
    await expect(ensureAdmin(t.db, { email })).resolves.toBe('unchanged');
    const login = await post(t.app, '/api/users/login', { email, password: STRONG_PASSWORD });
    expect(claimsOf(login.json().data.token).key).toBe(true);
  });
});

describe('POST /api/users/verify-email', () => {
  it('confirms the e-mail once; the same link again gets a clear message', async () => {
    const { email, token } = await signUpUser(t.app);
    const link = await lastMailedLink(t.db, email, '/verify-email/');
    const first = await post(t.app, '/api/users/verify-email', { email: link.email, token: link.token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: EMAIL_CONFIRMED_MESSAGE });
    expect((await get(t.app, '/api/users/details', token)).json().data.emailConfirmed).toBe(true);

    const again = await post(t.app, '/api/users/verify-email', { email: link.email, token: link.token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already been used/);
  });

  it('refuses an expired link', async () => {
    const { email } = await signUpUser(t.app);
    const link = await lastMailedLink(t.db, email, '/verify-email/');
    const user = await findUserByEmail(t.db, email);
    await expireAccountTokensOf(t.db, user?.id ?? '');
    const response = await post(t.app, '/api/users/verify-email', { email, token: link.token });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/expired/);
  });

  it('refuses a token of another e-mail, an unknown token and a malformed one', async () => {
    const a = await signUpUser(t.app);
    const link = await lastMailedLink(t.db, a.email, '/verify-email/');
    const other = await post(t.app, '/api/users/verify-email', { email: uniqueEmail(), token: link.token });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/not valid/);
    const unknown = await post(t.app, '/api/users/verify-email', { email: a.email, token: 'f'.repeat(96) });
    expect(unknown.json().message).toMatch(/not valid/);
    const short = await post(t.app, '/api/users/verify-email', { email: a.email, token: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.token).toBe('Please try to open link from email that you have received');
  });
});

describe('POST /api/users/resend-email', () => {
  it('needs a signed-in user', async () => {
    expect((await post(t.app, '/api/users/resend-email', {})).statusCode).toBe(401);
  });

  it('sends a new link that works, then refuses once confirmed', async () => {
    const { email, token } = await signUpUser(t.app);
    const first = await lastMailedLink(t.db, email, '/verify-email/');
    const response = await post(t.app, '/api/users/resend-email', {}, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'We have sent you a new confirmation email. Please check your inbox.',
    );
    const second = await lastMailedLink(t.db, email, '/verify-email/');
    expect(second.token).not.toBe(first.token);
    expect(second.row.subject).toMatch(/new confirmation link/);
    expect((await post(t.app, '/api/users/verify-email', { email, token: second.token })).statusCode).toBe(
      200,
    );
    const after = await post(t.app, '/api/users/resend-email', {}, token);
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toBe('Your email is already confirmed.');
  });
});

describe('GET /api/users/refreshToken/<token>', () => {
  it('rotates: the new pair works, the spent token is refused and revokes the family (N16)', async () => {
    const session = await signUpUser(t.app);
    const first = await get(t.app, `/api/users/refreshToken/${session.refreshToken}`);
    expect(first.statusCode).toBe(200);
    const pair = first.json().data as { token: string; refreshToken: string };
    expect(pair.refreshToken).not.toBe(session.refreshToken);
    expect((await get(t.app, '/api/users/details', pair.token)).statusCode).toBe(200);

    const reused = await get(t.app, `/api/users/refreshToken/${session.refreshToken}`);
    expect(reused.statusCode).toBe(403);
    expect(reused.json()).toEqual({
      message: 'Your session has ended. Please sign in again.',
      code: 'FORBIDDEN',
    });
    // The thief's reuse also ended the legitimate chain.
    expect((await get(t.app, `/api/users/refreshToken/${pair.refreshToken}`)).statusCode).toBe(403);
  });

  it('refuses an unknown and an expired refresh token', async () => {
    expect((await get(t.app, '/api/users/refreshToken/unknown-token')).statusCode).toBe(403);
    const session = await signUpUser(t.app);
    const user = await findUserByEmail(t.db, session.email);
    await expireRefreshTokensOf(t.db, user?.id ?? '');
    expect((await get(t.app, `/api/users/refreshToken/${session.refreshToken}`)).statusCode).toBe(403);
  });

  it('keeps other sign-ins alive when one family is revoked', async () => {
    const session = await signUpUser(t.app);
    const other = await post(t.app, '/api/users/login', { email: session.email, password: STRONG_PASSWORD });
    const out = await post(t.app, '/api/users/logout', { refreshToken: session.refreshToken });
    expect(out.statusCode).toBe(200);
    expect((await get(t.app, `/api/users/refreshToken/${session.refreshToken}`)).statusCode).toBe(403);
    const otherRefresh = other.json().data.refreshToken as string;
    expect((await get(t.app, `/api/users/refreshToken/${otherRefresh}`)).statusCode).toBe(200);
  });

  it('logout without a token still answers', async () => {
    const response = await post(t.app, '/api/users/logout', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Signed out' });
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether the e-mail exists or not, and mails only a real account', async () => {
    const { email } = await signUpUser(t.app);
    const before = (await listOutbox(t.db)).length;
    const known = await post(t.app, '/api/users/forgot-password', { email });
    const unknownEmail = uniqueEmail('ghost');
    const unknown = await post(t.app, '/api/users/forgot-password', { email: unknownEmail });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const rows = (await listOutbox(t.db)).slice(before);
    expect(rows.map((r) => r.toAddress)).toEqual([email]);
  });

  it('resets with the mailed link, ends old sessions, sends the notice; the link works once', async () => {
    const session = await signUpUser(t.app);
    const { email } = session;
    await post(t.app, '/api/users/forgot-password', { email });
    const link = await lastMailedLink(t.db, email, '/reset-password/');
    expect(link.url.pathname).toBe('/reset-password/');
    expect(link.token).toHaveLength(96);

    const weak = await post(t.app, '/api/users/reset-password', {
      email,
      token: link.token,
      password: 'weakpass',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors.password).toBe(STRONG_PASSWORD_MESSAGE);

    const reset = await post(t.app, '/api/users/reset-password', {
      email,
      token: link.token,
      password: 'Newer#Pass9',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toMatch(/password has been changed/);
    const notice = (await listOutbox(t.db)).filter((r) => r.toAddress === email).at(-1);
    expect(notice?.subject).toMatch(/password was changed/);

    expect((await post(t.app, '/api/users/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(
      401,
    );
    expect((await post(t.app, '/api/users/login', { email, password: 'Newer#Pass9' })).statusCode).toBe(200);
    expect((await get(t.app, `/api/users/refreshToken/${session.refreshToken}`)).statusCode).toBe(403);

    const again = await post(t.app, '/api/users/reset-password', {
      email,
      token: link.token,
      password: 'Other#Pass9',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already been used/);
  });

  it('refuses an expired reset link', async () => {
    const { email } = await signUpUser(t.app);
    await post(t.app, '/api/users/forgot-password', { email });
    const link = await lastMailedLink(t.db, email, '/reset-password/');
    const user = await findUserByEmail(t.db, email);
    await expireAccountTokensOf(t.db, user?.id ?? '');
    const response = await post(t.app, '/api/users/reset-password', {
      email,
      token: link.token,
      password: 'Newer#Pass9',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This link has expired. Please ask for a new password reset link.');
  });

  it('refuses a malformed e-mail', async () => {
    const response = await post(t.app, '/api/users/forgot-password', { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.email).toBe(FIELD_ERROR_MESSAGES.EMAIL_NOT_VALID);
  });
});
