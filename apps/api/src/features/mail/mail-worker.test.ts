import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CONFIRMED_MESSAGE } from '@brokerage/shared/accounts/account-schemas';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { signUpBody, uniqueEmail } from '../accounts/accounts-test-helpers.ts';
import { enqueueMail, listOutbox } from './enqueue-mail.ts';
import { createFileTransport, createSmtpTransport, outboxMessageId } from './mail-transport.ts';
import type { MailTransport } from './mail-transport.ts';
import { MAX_ATTEMPTS, deliverDueMail, retryDelayMs, startMailWorker } from './mail-worker.ts';

let t: TestApp;
let smtp: SMTPServer;
let smtpUrl: string;
const received: ParsedMail[] = [];
const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://localhost:4999' } });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

describe('mail over a real SMTP peer (N17)', () => {
  it('delivers the verification mail, whose link then verifies the account', async () => {
    const email = uniqueEmail('smtp');
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: signUpBody(email),
    });
    expect(signUp.statusCode).toBe(200);

    const worker = startMailWorker({
      db: t.db,
      transport: createSmtpTransport(smtpUrl),
      logger: silent,
      pollMs: 60_000,
    });
    await worker.runOnce();
    await worker.stop();

    const mail = received.find((m) => m.subject?.startsWith('Confirm your e-mail'));
    expect(mail).toBeDefined();
    expect(mail?.from?.value[0]).toMatchObject({ address: COMPANY.email, name: COMPANY.name });
    expect(mail?.text).toContain(COMPANY.phone);
    expect(mail?.html).toContain('Confirm my e-mail');
    const link = new URL(/http:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '');
    expect(link.pathname).toBe('/verify-email/');

    // Follow the link as the page does: it posts the e-mail and token it carries.
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/users/verify-email',
      payload: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().message).toBe(EMAIL_CONFIRMED_MESSAGE);
    const row = (await listOutbox(t.db)).find((r) => r.toAddress === email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps attachments', async () => {
    await enqueueMail(t.db, {
      to: 'guest@example.com',
      subject: 'With an invitation',
      html: '<p>See attached</p>',
      text: 'See attached',
      attachments: [{ filename: 'invite.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
    });
    await deliverDueMail({ db: t.db, transport: createSmtpTransport(smtpUrl), logger: silent });
    const mail = received.find((m) => m.subject === 'With an invitation');
    expect(mail?.attachments[0]?.filename).toBe('invite.ics');
    expect(mail?.attachments[0]?.content.toString()).toBe('BEGIN:VCALENDAR');
  });

  it('gives every attempt of one outbox row the same Message-ID, so a resend is recognisable', async () => {
    const id = await enqueueMail(t.db, {
      to: 'twice@example.com',
      subject: 'Same id',
      html: '<p>x</p>',
      text: 'x',
    });
    const transport = createSmtpTransport(smtpUrl);
    const [row] = (await listOutbox(t.db)).filter((r) => r.id === id);
    if (row === undefined) throw new Error('outbox row missing');
    await transport.send(row);
    await transport.send(row);
    transport.close();
    const ids = received.filter((m) => m.subject === 'Same id').map((m) => m.messageId);
    expect(ids).toEqual([outboxMessageId(id), outboxMessageId(id)]);
    expect(outboxMessageId(id)).toBe(`<${id}@mapleshield.ca>`);
  });
});

describe('retries', () => {
  it('reschedules with backoff on failure and gives up after MAX_ATTEMPTS', async () => {
    const failing: MailTransport = {
      kind: 'smtp',
      send: () => Promise.reject(new Error('connection refused')),
      close: () => {},
    };
    const id = await enqueueMail(t.db, {
      to: 'retry@example.com',
      subject: 'Retry me',
      html: '<p>x</p>',
      text: 'x',
    });
    await deliverDueMail({ db: t.db, transport: failing, logger: silent });
    let row = (await listOutbox(t.db)).find((r) => r.id === id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: a second pass leaves it alone.
    await deliverDueMail({ db: t.db, transport: failing, logger: silent });
    expect((await listOutbox(t.db)).find((r) => r.id === id)?.attempts).toBe(1);

    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(60 * 60_000);

    // Make it due again each time until the worker gives up.
    const { sql } = await import('drizzle-orm');
    for (let i = 1; i < MAX_ATTEMPTS; i += 1) {
      await t.db.execute(sql`update mail_outbox set next_attempt_at = now() where id = ${id}`);
      await deliverDueMail({ db: t.db, transport: failing, logger: silent });
    }
    row = (await listOutbox(t.db)).find((r) => r.id === id);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });
});

describe('without SMTP_URL', () => {
  it('writes an .eml file and logs its path, never the recipient or the link; the link goes to showLink', async () => {
    const dir = path.join(t.config.dataDir, 'mail');
    await enqueueMail(t.db, {
      to: 'file-user@example.com',
      subject: 'File me',
      html: '<p>x</p>',
      text: 'Open http://localhost:4999/verify-email/?email=a&token=b now',
    });
    const lines: unknown[] = [];
    const shown: string[] = [];
    const logger = { ...silent, info: (obj: unknown) => lines.push(obj) };
    const showLink = (link: string) => shown.push(link);
    await deliverDueMail({ db: t.db, transport: createFileTransport(dir), logger, showLink });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(dir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('Subject: File me');
    expect(eml).toContain('To: file-user@example.com');
    expect(lines).toEqual([{ mailId: expect.any(String), file: path.join(dir, files[0] ?? '') }]);
    expect(JSON.stringify(lines)).not.toContain('file-user@example.com');
    expect(JSON.stringify(lines)).not.toContain('token=b');
    expect(shown).toEqual(['http://localhost:4999/verify-email/?email=a&token=b']);
  });

  it('leaves the link out of the log line without showLink (production and test, N25)', async () => {
    const dir = path.join(t.config.dataDir, 'mail-production');
    await enqueueMail(t.db, {
      to: 'prod-user@example.com',
      subject: 'Production',
      html: '<p>x</p>',
      text: 'Open http://localhost:4999/reset-password/?email=p&token=secret-token now',
    });
    const lines: unknown[] = [];
    const logger = { ...silent, info: (obj: unknown) => lines.push(obj) };
    await deliverDueMail({ db: t.db, transport: createFileTransport(dir), logger });
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('secret-token');
    expect(JSON.stringify(lines)).not.toContain('prod-user@example.com');
  });
});
