import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { RATE_LIMITS } from './routes.ts';
import { STRONG_PASSWORD, signUpBody, uniqueEmail } from './accounts-test-helpers.ts';

let t: TestApp;
let logged = '';

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  t = await buildTestApp({ logger: createLogger({ logLevel: 'info', nodeEnv: 'test' }, sink) });
});
afterAll(async () => {
  await t.close();
});

const inject = (url: string, payload: Record<string, unknown>, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('rate limits', () => {
  it('limits login per account, from any address, with a 429 and a message', async () => {
    const email = uniqueEmail('limited');
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.loginPerAccount.max; i += 1) {
      const response = await inject('/api/users/login', { email, password: 'Wrong#1234' }, `10.9.0.${i + 1}`);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({
          message: 'Too many requests. Please wait a moment and try again.',
          code: 'RATE_LIMITED',
        });
      }
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another account from the same addresses is not affected.
    const other = await inject('/api/users/login', { email: uniqueEmail(), password: 'x' }, '10.9.0.1');
    expect(other.statusCode).toBe(401);
  });

  it('limits login per IP across accounts', async () => {
    let last = 0;
    for (let i = 0; i <= RATE_LIMITS.loginPerIp.max; i += 1) {
      last = (await inject('/api/users/login', { email: uniqueEmail('ip'), password: 'x' }, '10.8.0.1'))
        .statusCode;
    }
    expect(last).toBe(429);
    expect(
      (await inject('/api/users/login', { email: uniqueEmail(), password: 'x' }, '10.8.0.2')).statusCode,
    ).toBe(401);
  });

  it('limits forgot-password per account and per IP', async () => {
    const email = uniqueEmail('forgot');
    let last = 0;
    for (let i = 0; i <= RATE_LIMITS.forgotPerAccount.max; i += 1) {
      last = (await inject('/api/users/forgot-password', { email }, `10.7.0.${i + 1}`)).statusCode;
    }
    expect(last).toBe(429);
    for (let i = 0; i <= RATE_LIMITS.forgotPerIp.max; i += 1) {
      last = (await inject('/api/users/forgot-password', { email: uniqueEmail('f') }, '10.6.0.1')).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('logs (N25, N37)', () => {
  it('never contain the refresh token of the path, the access token or the e-mail', async () => {
    const email = uniqueEmail('logcheck');
    expect((await inject('/api/users/signup', signUpBody(email), '10.5.0.1')).statusCode).toBe(200);
    const signIn = await inject('/api/users/login', { email, password: STRONG_PASSWORD }, '10.5.0.2');
    const { token, refreshToken } = signIn.json().data as { token: string; refreshToken: string };
    const refreshed = await t.app.inject({ method: 'GET', url: `/api/users/refreshToken/${refreshToken}` });
    expect(refreshed.statusCode).toBe(200);
    const reused = await t.app.inject({ method: 'GET', url: `/api/users/refreshToken/${refreshToken}` });
    expect(reused.statusCode).toBe(403);
    await t.app.inject({
      method: 'GET',
      url: '/api/users/details',
      headers: { authorization: `Bearer ${token}` },
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(logged).toContain('/api/users/refreshToken/[redacted]');
    expect(logged).not.toContain(refreshToken);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(email);
  });
});
