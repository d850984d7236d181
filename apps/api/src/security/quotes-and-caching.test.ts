// A client cannot fill the database with quotes (about 120 a minute, then the site's 429), the
// benchmarks lift the limit by configuration only, and no answer holding personal data may be
// kept by a cache (ADR 0092).

import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { call } from '../features/admin/admin-test-helpers.ts';
import { lifeQuoteBody } from '../features/life-quote/life-test-payloads.ts';
import { visitorQuoteBody } from '../features/travel-quote/travel-test-payloads.ts';
import { staffTokens } from '../features/staff-inbox/staff-test-helpers.ts';
import type { StaffTokens } from '../features/staff-inbox/staff-test-helpers.ts';
import { buildApp } from '../app.ts';
import type { App } from '../app.ts';
import { DEFAULT_QUOTE_RATE_LIMIT_PER_MINUTE, loadEnv } from '../config/env.ts';
import { RATE_LIMITED_MESSAGE } from '../plugins/error-handler.ts';
import { todayInZone } from '@brokerage/shared/dates/civil-date';

const t = useTestApp();
let tokens: StaffTokens;

beforeAll(async () => {
  tokens = await staffTokens(t.app, t.db);
});

const quoteFrom = (app: App, remoteAddress: string, url = '/api/quotations/term-life') =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: url.endsWith('term-life') ? lifeQuoteBody() : visitorQuoteBody(todayInZone(new Date())),
  });

async function countRows(app: TestApp): Promise<number> {
  const result = (await app.db.execute('select count(*)::int as n from life_quote_requests')) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

describe('quote calls per client', () => {
  it('answers about 120 a minute from one client, then 429 with the site message; others go on', async () => {
    const before = await countRows(t);
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_QUOTE_RATE_LIMIT_PER_MINUTE + 5; i += 1)
      statuses.push((await quoteFrom(t.app, '198.51.100.7')).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(DEFAULT_QUOTE_RATE_LIMIT_PER_MINUTE);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    const refused = await quoteFrom(t.app, '198.51.100.7');
    expect(refused.json()).toEqual({ message: RATE_LIMITED_MESSAGE, code: 'RATE_LIMITED' });
    // Travel quotes count against the same client too; the refused calls stored nothing.
    expect((await quoteFrom(t.app, '198.51.100.7', '/api/quotations/visitors-to-canada')).statusCode).toBe(
      429,
    );
    expect((await countRows(t)) - before).toBe(DEFAULT_QUOTE_RATE_LIMIT_PER_MINUTE);
    expect((await quoteFrom(t.app, '198.51.100.8')).statusCode).toBe(200);
  });

  it('is lifted by configuration (QUOTE_RATE_LIMIT_PER_MINUTE=0), for the benchmarks', async () => {
    const config = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: t.config.dataDir,
      JWT_SECRET: t.config.jwtSecret,
      LOG_LEVEL: 'silent',
      QUOTE_RATE_LIMIT_PER_MINUTE: '0',
    });
    expect(config.quoteRateLimitPerMinute).toBeUndefined();
    // The same database, a second app built from that configuration.
    const bench = await buildApp({ config, db: t.dbClient });
    try {
      for (let i = 0; i < DEFAULT_QUOTE_RATE_LIMIT_PER_MINUTE + 5; i += 1)
        expect((await quoteFrom(bench, '198.51.100.9')).statusCode).toBe(200);
    } finally {
      await bench.close();
    }
  });
});

describe('Cache-Control: no-store on answers with personal data', () => {
  it.each([
    ['GET', '/api/users/details', 'user'],
    ['GET', '/api/account/profile', 'user'],
    ['GET', '/api/account/data', 'user'],
    ['GET', '/api/admin/inbox', 'advisor'],
    ['GET', '/api/admin/inbox/export', 'advisor'],
    ['GET', '/api/admin/staff', 'admin'],
    ['GET', '/api/contact/list/1', 'admin'],
    ['GET', '/api/account/profile', undefined],
  ] as const)('%s %s (%s)', async (method, url, who) => {
    const token = who === undefined ? undefined : tokens[who];
    const response = await call(t.app, method, url, { token });
    expect(response.statusCode).toBe(who === undefined ? 401 : 200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
