// GET /api/metrics is off without METRICS_TOKEN, needs that bearer token when set, and
// reports requests per route and status, quotes per product, the outbox, the jobs and the pool.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_DEFAULTS } from '@brokerage/shared/content/retention-periods';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { lifeQuoteBody } from '../life-quote/life-test-payloads.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { runRetention } from '../operations/retention.ts';
import { METRICS_OFF_MESSAGE, METRICS_TOKEN_MESSAGE } from './routes.ts';

const TOKEN = 'metrics-token-0123456789';
let on: TestApp;
let off: TestApp;

beforeAll(async () => {
  on = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  off = await buildTestApp({ database: false });
});
afterAll(async () => {
  await on.close();
  await off.close();
});

const scrape = (app: TestApp, authorization?: string) =>
  app.app.inject({
    method: 'GET',
    url: '/api/metrics',
    ...(authorization === undefined ? {} : { headers: { authorization } }),
  });

/** The value of one sample line, e.g. value(text, 'brokerage_quotes_total{product="term-life",outcome="answered"'). */
function value(text: string, prefix: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /api/metrics', () => {
  it('is off (404) when METRICS_TOKEN is not set', async () => {
    const response = await scrape(off, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: METRICS_OFF_MESSAGE });
  });

  it('refuses a missing or wrong bearer token', async () => {
    for (const header of [undefined, 'Bearer wrong-token-wrong-token', `Basic ${TOKEN}`]) {
      const response = await scrape(on, header);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: METRICS_TOKEN_MESSAGE });
    }
  });

  it('reports requests, quotes, the outbox, the last retention run and the pool', async () => {
    const quote = await on.app.inject({
      method: 'POST',
      url: '/api/quotations/term-life',
      payload: lifeQuoteBody(),
    });
    expect(quote.statusCode).toBe(200);
    const refused = await on.app.inject({ method: 'POST', url: '/api/quotations/term-life', payload: {} });
    expect(refused.statusCode).toBe(400);
    await enqueueMail(on.db, { to: 'a@example.com', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' });
    await runRetention({ db: on.db, periods: RETENTION_DEFAULTS, trigger: 'schedule' });

    const response = await scrape(on, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const route = 'method="POST",route="/api/quotations/term-life"';
    expect(value(text, `brokerage_http_requests_total{${route},status="200"`)).toBe(1);
    expect(value(text, `brokerage_http_requests_total{${route},status="400"`)).toBe(1);
    expect(value(text, `brokerage_http_request_duration_seconds_count{${route},status="200"`)).toBe(1);
    expect(value(text, 'brokerage_quotes_total{product="term-life",outcome="answered"')).toBe(1);
    expect(value(text, 'brokerage_quotes_total{product="term-life",outcome="refused"')).toBe(1);
    expect(value(text, 'brokerage_quote_duration_seconds_count{product="term-life"')).toBe(1);
    expect(value(text, 'brokerage_mail_outbox{status="pending"')).toBe(1);
    expect(value(text, 'brokerage_mail_delivery_attempts_total{outcome="failed"')).toBe(0);
    expect(value(text, 'brokerage_job_last_run_success{job="retention"')).toBe(1);
    expect(value(text, 'brokerage_retention_last_removed{rule="mail"')).toBe(0);
    expect(value(text, 'brokerage_db_pool_connections{state="total"')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('brokerage_process_cpu_seconds_total');
  });
});
