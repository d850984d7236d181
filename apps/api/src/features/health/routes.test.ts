import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, useTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { deliverDueMail } from '../mail/mail-worker.ts';
import { createSmtpTransport } from '../mail/mail-transport.ts';

const t = useTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /api/health', () => {
  it('reports the service and the database as up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { status: 'ok', database: 'up', databaseKind: t.dbClient.kind, mail: 'files' },
    });
  });

  it('answers 503 when the database does not answer', async () => {
    vi.spyOn(t.dbClient, 'ping').mockRejectedValue(new Error('connection refused'));
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Database unreachable', code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('GET /api/health: mail delivery', () => {
  let smtp: TestApp;
  beforeAll(async () => {
    smtp = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
  });
  afterAll(async () => {
    await smtp.close();
  });
  const mailState = async () =>
    ((await smtp.app.inject({ method: 'GET', url: '/api/health' })).json() as { data: { mail: string } }).data
      .mail;

  it("says 'delivering' with SMTP, and 'failing' once a mail waits after a failed attempt", async () => {
    expect(await mailState()).toBe('delivering');
    await enqueueMail(smtp.db, {
      to: 'someone@example.com',
      subject: 'Hello',
      html: '<p>Hello</p>',
      text: 'Hello',
    });
    expect(await mailState()).toBe('delivering');
    // Nothing listens on port 1: the attempt fails and the mail waits for its next one.
    const silent = { info: () => {}, warn: () => {}, error: () => {} };
    await deliverDueMail({
      db: smtp.db,
      transport: createSmtpTransport('smtp://127.0.0.1:1'),
      logger: silent,
    });
    expect(await mailState()).toBe('failing');
  });
});

describe('GET /api/health/live', () => {
  it('answers while the database is down: the process lives, it is only not ready', async () => {
    const ping = vi.spyOn(t.dbClient, 'ping').mockRejectedValue(new Error('connection refused'));
    const response = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok' } });
    expect(ping).not.toHaveBeenCalled();
  });
});
