import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountMessageContract,
  tokenPairContract,
  userDetailsContract,
} from '@brokerage/shared/accounts/account-schemas';
import { apiClient } from '#src/lib/api-client.ts';
import { contractAnswer } from '#src/testing/contract-answer.ts';
import { getSession, resetSessionForTests, restoreSession, signOut, startSession } from './session-store.ts';

const b64 = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, '');
const token = (n: number) =>
  `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', email: 'ann@example.com', key: false, n, exp: Math.floor(Date.now() / 1000) + 600 })}.sig`;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const user = {
  email: 'ann@example.com',
  emailConfirmed: false,
  firstName: 'Ann',
  lastName: 'Lee',
  isAdmin: false,
  role: 'customer' as const,
  profilePicColor: '#0b4f6c',
};
// The account answers, checked against the contracts the server declares.
const details = () => contractAnswer(userDetailsContract, { data: user });

afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('session store', () => {
  it('keeps the refresh token (with a Bearer prefix) only with remember me', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => details()),
    );
    await restoreSession();
    await startSession({ token: token(1), refreshToken: 'r1', user }, false);
    expect(localStorage.getItem('jwtToken')).toBe(token(1));
    expect(localStorage.getItem('jwtRefreshToken')).toBeNull();
    await startSession({ token: token(2), refreshToken: 'r2', user }, true);
    expect(localStorage.getItem('jwtRefreshToken')).toBe('Bearer r2');
    expect(getSession()).toMatchObject({ status: 'signed-in', user });
  });

  it('on concurrent 401s refreshes once, then replays each request with the new token', async () => {
    const calls: string[] = [];
    let refreshes = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        const auth = new Headers(init?.headers).get('authorization');
        calls.push(`${url} ${auth ?? ''}`);
        if (url.includes('/users/refreshToken/')) {
          refreshes += 1;
          return contractAnswer(tokenPairContract, { data: { token: token(9), refreshToken: 'r9' } });
        }
        if (url.endsWith('/users/details')) return details();
        return auth === `Bearer ${token(9)}`
          ? json(200, { data: 'ok' })
          : json(401, { message: 'no', code: 'UNAUTHORIZED' });
      }),
    );
    await restoreSession();
    await startSession({ token: token(1), refreshToken: 'r1', user }, true);
    const answers = await Promise.all([apiClient.get('a'), apiClient.get('b'), apiClient.get('c')]);
    expect(answers.map((a) => a.data)).toEqual(['ok', 'ok', 'ok']);
    expect(refreshes).toBe(1);
    expect(calls).toContain('/api/users/refreshToken/r1 ');
    expect(localStorage.getItem('jwtRefreshToken')).toBe('Bearer r9');
  });

  it('signs out on a 403 from refresh, and sign out clears both tokens and revokes on the server', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/users/refreshToken/')) {
        return contractAnswer(tokenPairContract, { message: 'ended', code: 'FORBIDDEN' }, 403);
      }
      if (url.endsWith('/users/details')) return details();
      if (url.endsWith('/users/logout'))
        return contractAnswer(accountMessageContract, { message: 'Signed out' });
      return json(401, { message: 'no', code: 'UNAUTHORIZED' });
    });
    vi.stubGlobal('fetch', fetchMock);
    await restoreSession();
    await startSession({ token: token(1), refreshToken: 'r1', user }, true);
    await expect(apiClient.get('x', { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(getSession().status).toBe('signed-out');
    expect(localStorage.getItem('jwtToken')).toBeNull();

    await startSession({ token: token(2), refreshToken: 'r2', user }, true);
    await signOut();
    expect([localStorage.getItem('jwtToken'), localStorage.getItem('jwtRefreshToken')]).toEqual([null, null]);
    const logout = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/users/logout'));
    expect(logout?.[1]?.body).toBe(JSON.stringify({ refreshToken: 'r2' }));
  });
});
