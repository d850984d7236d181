// Rate limits while Redis cannot answer (ADR 0063): sign-in and password reset keep limiting in
// this process; other routes stay available without a limit.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from '../contact/routes.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { uniqueEmail } from './accounts-test-helpers.ts';
import { RATE_LIMITS } from './routes.ts';

let t: TestApp;

beforeAll(async () => {
  // Nothing listens on port 1: every Redis command fails.
  t = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
});
afterAll(async () => {
  await t.close();
});

const inject = (url: string, payload: Record<string, unknown>, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('rate limits with Redis unreachable', () => {
  it('still limits login per account, in this process', async () => {
    const email = uniqueEmail('redis-down');
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.loginPerAccount.max; i += 1)
      statuses.push(
        (await inject('/api/users/login', { email, password: 'Wrong#1234' }, `10.8.0.${i + 1}`)).statusCode,
      );
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('still limits password-reset requests per account', async () => {
    const email = uniqueEmail('redis-down-forgot');
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.forgotPerAccount.max; i += 1)
      statuses.push((await inject('/api/users/forgot-password', { email }, `10.7.0.${i + 1}`)).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });

  it('lets contact requests through rather than refusing them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_RATE_LIMIT.max; i += 1)
      statuses.push(
        (
          await inject(
            '/api/contact',
            {
              firstName: 'Ann',
              lastName: 'Lee',
              email: `ann.${i}@example.com`,
              mobile: '4165550198',
              products: [2],
              message: 'Call me',
              page: '/',
            },
            '10.6.0.1',
          )
        ).statusCode,
      );
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});
