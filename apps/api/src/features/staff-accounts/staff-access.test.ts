// Staff access is the database's, not the token's (ADR 0092): an invite grants nothing until the
// invitee accepts it through the mailed link, and removal, a role change or the end of every
// session applies to the very next call.

import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import {
  STRONG_PASSWORD,
  lastMailedLink,
  post,
  signIn,
  signUpUser,
  uniqueEmail,
} from '../accounts/accounts-test-helpers.ts';
import { INVITE_EXISTING_ACCOUNT_MESSAGE } from '../accounts/staff-members.ts';
import { call } from '../admin/admin-test-helpers.ts';
import { staffTokens } from '../staff-inbox/staff-test-helpers.ts';
import type { StaffTokens } from '../staff-inbox/staff-test-helpers.ts';

const t = useTestApp();
let tokens: StaffTokens;

beforeAll(async () => {
  tokens = await staffTokens(t.app, t.db);
});

const inbox = (token: string) => call(t.app, 'GET', '/api/admin/inbox', { token });
const invite = (email: string, role: 'advisor' | 'admin') =>
  call(t.app, 'POST', '/api/admin/staff/invite', {
    token: tokens.admin,
    payload: { email, firstName: 'New', lastName: 'Hire', role },
  });
const details = async (token: string) =>
  (await call(t.app, 'GET', '/api/users/details', { token })).json() as { data: { isAdmin: boolean } };

describe('an invite sent to an address someone registered first', () => {
  it('grants nothing to the account that already existed, and tells the admin', async () => {
    const email = uniqueEmail('new-hire');
    const attacker = await signUpUser(t.app, email, { password: 'Attack#123' });
    const response = await invite(email, 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: INVITE_EXISTING_ACCOUNT_MESSAGE });
    // Signing in with the password the attacker chose still gives a customer session.
    const later = await signIn(t.app, email, 'Attack#123');
    for (const token of [attacker.token, later.token]) {
      expect((await inbox(token)).statusCode).toBe(403);
      expect((await call(t.app, 'GET', '/api/admin/inbox/export', { token })).statusCode).toBe(403);
      expect((await details(token)).data.isAdmin).toBe(false);
    }
  });

  it("applies the role when the address's owner accepts through the link, ending every other session", async () => {
    const email = uniqueEmail('new-hire');
    const attacker = await signUpUser(t.app, email, { password: 'Attack#123' });
    await invite(email, 'advisor');
    const link = await lastMailedLink(t.db, email, '/accept-invite/');
    const accepted = await post(t.app, '/api/users/accept-invite', {
      email: link.email,
      token: link.token,
      password: STRONG_PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // The attacker's session and password are gone; the owner's new password works and is staff.
    expect((await inbox(attacker.token)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', `/api/users/refreshToken/${attacker.refreshToken}`)).statusCode).toBe(
      403,
    );
    expect((await post(t.app, '/api/users/login', { email, password: 'Attack#123' })).statusCode).toBe(401);
    const owner = await signIn(t.app, email);
    expect((await inbox(owner.token)).statusCode).toBe(200);
    // The link works once.
    const again = await post(t.app, '/api/users/accept-invite', {
      email: link.email,
      token: link.token,
      password: STRONG_PASSWORD,
    });
    expect(again.statusCode).toBe(400);
  });

  it('is not accepted through the password-reset call, and a reset link grants no role', async () => {
    const email = uniqueEmail('new-hire');
    await invite(email, 'admin');
    const link = await lastMailedLink(t.db, email, '/accept-invite/');
    const reset = await post(t.app, '/api/users/reset-password', {
      email: link.email,
      token: link.token,
      password: STRONG_PASSWORD,
    });
    expect(reset.statusCode).toBe(400);
    expect(await post(t.app, '/api/users/forgot-password', { email })).toMatchObject({ statusCode: 200 });
    const resetLink = await lastMailedLink(t.db, email, '/reset-password/');
    await post(t.app, '/api/users/reset-password', {
      email,
      token: resetLink.token,
      password: STRONG_PASSWORD,
    });
    const session = await signIn(t.app, email);
    expect((await inbox(session.token)).statusCode).toBe(403);
  });
});

describe('removal and session changes take effect at once', () => {
  async function newAdmin(): Promise<{ id: string; token: string; email: string }> {
    const email = uniqueEmail('second-admin');
    await invite(email, 'admin');
    const link = await lastMailedLink(t.db, email, '/accept-invite/');
    await post(t.app, '/api/users/accept-invite', { email, token: link.token, password: STRONG_PASSWORD });
    const { token } = await signIn(t.app, email);
    const list = (await call(t.app, 'GET', '/api/admin/staff', { token })).json() as {
      data: { id: string; email: string }[];
    };
    return { id: list.data.find((m) => m.email === email)?.id ?? '', token, email };
  }

  it("a removed admin's token is refused on the next call and cannot invite anyone", async () => {
    const removed = await newAdmin();
    expect((await inbox(removed.token)).statusCode).toBe(200);
    const removal = await call(t.app, 'DELETE', `/api/admin/staff/${removed.id}`, { token: tokens.admin });
    expect(removal.statusCode).toBe(200);
    expect((await inbox(removed.token)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/inbox/export', { token: removed.token })).statusCode).toBe(
      401,
    );
    const comeback = await call(t.app, 'POST', '/api/admin/staff/invite', {
      token: removed.token,
      payload: { email: uniqueEmail('back-door'), firstName: 'Back', lastName: 'Door', role: 'admin' },
    });
    expect(comeback.statusCode).toBe(401);
    // Signing in again gives a customer's session.
    const again = await signIn(t.app, removed.email);
    expect((await inbox(again.token)).statusCode).toBe(403);
  });

  it('sign-out-everywhere and a password change end the other access tokens at once', async () => {
    const { email, token } = await signUpUser(t.app);
    const other = await signIn(t.app, email);
    expect((await call(t.app, 'GET', '/api/account/profile', { token: other.token })).statusCode).toBe(200);
    const changed = await call(t.app, 'POST', '/api/account/password', {
      token,
      payload: { currentPassword: STRONG_PASSWORD, newPassword: 'Newer#456' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(t.app, 'GET', '/api/account/profile', { token: other.token })).statusCode).toBe(401);
    const current = (changed.json() as { data: { token: string } }).data.token;
    expect((await call(t.app, 'GET', '/api/account/profile', { token: current })).statusCode).toBe(200);
    const out = await call(t.app, 'POST', '/api/account/sign-out-everywhere', { token: current });
    expect(out.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/account/profile', { token: current })).statusCode).toBe(401);
  });
});
