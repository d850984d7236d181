// The admin mail page's calls: the outbox by status with each failure's error, Retry
// (audited), recipients masked for staff who are not admins; and the operations status.

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_NOT_RETRYABLE_MESSAGE, MAIL_RETRY_MESSAGE } from '@brokerage/shared/admin/mail-outbox';
import { mailOutbox } from '../../db/schema/mail.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { adminAndUserTokens, call } from '../admin/admin-test-helpers.ts';
import type { Tokens } from '../admin/admin-test-helpers.ts';
import { listOutboxPage, recipientFor } from './mail-admin.ts';

const t = useTestApp();
let tokens: Tokens;
let failedId: string;
let sentId: string;

beforeAll(async () => {
  tokens = await adminAndUserTokens(t.app, t.db);
  const rows = await t.db
    .insert(mailOutbox)
    .values([
      {
        toAddress: 'queued@example.com',
        subject: 'Queued',
        html: '',
        textBody: '',
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        toAddress: 'sent@example.com',
        subject: 'Sent',
        html: '',
        textBody: '',
        status: 'sent',
        sentAt: new Date(),
        createdAt: new Date('2026-01-02T00:00:00Z'),
      },
      {
        toAddress: 'failed@example.com',
        subject: 'Failed',
        html: '',
        textBody: '',
        status: 'failed',
        attempts: 8,
        lastError: '550 Mailbox unavailable',
        createdAt: new Date('2026-01-03T00:00:00Z'),
      },
    ])
    .returning({ id: mailOutbox.id });
  sentId = rows[1]?.id ?? '';
  failedId = rows[2]?.id ?? '';
});

describe('admin mail page API', () => {
  it('lists the outbox newest first with counts, and filters by status', async () => {
    const all = await call(t.app, 'GET', '/api/admin/mail/list/1', { token: tokens.admin });
    expect(all.statusCode).toBe(200);
    const data = all.json().data;
    // The user's sign-up (verification mail, queued now) comes first.
    expect(data.counts).toEqual({ pending: 2, sent: 1, failed: 1 });
    expect(data.list.map((m: { subject: string }) => m.subject).slice(1)).toEqual([
      'Failed',
      'Sent',
      'Queued',
    ]);
    expect(data.list[1]).toMatchObject({
      to: 'failed@example.com',
      status: 'failed',
      attempts: 8,
      lastError: '550 Mailbox unavailable',
    });

    const failed = await call(t.app, 'GET', '/api/admin/mail/list/1?status=failed', { token: tokens.admin });
    expect(failed.json().data.list.map((m: { id: string }) => m.id)).toEqual([failedId]);
    const bad = await call(t.app, 'GET', '/api/admin/mail/list/1?status=lost', { token: tokens.admin });
    expect(bad.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await call(t.app, 'GET', '/api/admin/mail/list/1')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/mail/list/1', { token: tokens.user })).statusCode).toBe(403);
    expect(
      (await call(t.app, 'POST', `/api/admin/mail/${failedId}/retry`, { token: tokens.user })).statusCode,
    ).toBe(403);
  });

  it('masks recipients for staff who are not admins', async () => {
    expect(recipientFor({ id: 'x', isAdmin: false }, 'failed@example.com')).toBe('f•••@example.com');
    const page = await listOutboxPage(t.db, { id: 'x', isAdmin: false }, 1, 'failed');
    expect(page.list[0]?.to).toBe('f•••@example.com');
  });

  it('retries a failed mail: queued again now with fresh attempts, and audited', async () => {
    const response = await call(t.app, 'POST', `/api/admin/mail/${failedId}/retry`, { token: tokens.admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: MAIL_RETRY_MESSAGE });
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, failedId));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const audit = await call(t.app, 'GET', '/api/admin/audit-log/1', { token: tokens.admin });
    expect(audit.json().data.list[0]).toMatchObject({
      action: 'mail.retried',
      target: failedId,
      details: { from: 'failed' },
    });
  });

  it('refuses to retry a sent mail or an unknown one', async () => {
    const sent = await call(t.app, 'POST', `/api/admin/mail/${sentId}/retry`, { token: tokens.admin });
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toMatchObject({ message: MAIL_NOT_RETRYABLE_MESSAGE });
    const unknown = await call(t.app, 'POST', '/api/admin/mail/6f1c2a52-4b1e-4f0e-9d0a-2c1b5e8f9a01/retry', {
      token: tokens.admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('shows the last backup and retention runs, and that mail goes to files, to admins', async () => {
    const response = await call(t.app, 'GET', '/api/admin/operations', { token: tokens.admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      lastBackup: null,
      lastRetention: null,
      backupEveryHours: null,
      retentionEveryHours: 24,
      mail: 'files',
    });
  });
});
