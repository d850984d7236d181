import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  BAD_UNSUBSCRIBE_LINK_MESSAGE,
  SUBSCRIBED_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from '@brokerage/shared/newsletter/newsletter-schemas';
import { NEWSLETTER_CONSENT_VERSION } from '@brokerage/shared/newsletter/newsletter-consent';
import { consents } from '../../db/schema/consent.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { adminAndUserTokens, call } from '../admin/admin-test-helpers.ts';
import type { Tokens } from '../admin/admin-test-helpers.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';
import { createFileTransport } from '../mail/mail-transport.ts';

const t = useTestApp();
let tokens: Tokens;

beforeAll(async () => {
  tokens = await adminAndUserTokens(t.app, t.db);
});

async function unsubscribeLinkFor(email: string): Promise<URL> {
  const mail = (await listOutbox(t.db)).filter((m) => m.toAddress === email).at(-1);
  const match = /https?:\/\/\S*\/newsletters\/unsubscribe\?\S+/.exec(mail?.textBody ?? '');
  if (!match) throw new Error(`no unsubscribe link mailed to ${email}`);
  return new URL(match[0]);
}

/** The message as the transport writes it (the file transport composes it as SMTP would). */
async function composeMessage(
  mail: Awaited<ReturnType<typeof listOutbox>>[number] | undefined,
): Promise<string> {
  if (mail === undefined) throw new Error('no mail');
  const transport = createFileTransport(`${t.config.dataDir}/mail-headers`);
  const { file } = await transport.send(mail);
  transport.close();
  return readFile(file ?? '', 'utf8');
}

interface Record {
  email: string;
  subscriptionDate: string;
  consentSource: string;
  consentVersion: string;
  unsubscribedAt: string | null;
}

async function recordOf(email: string): Promise<Record | undefined> {
  const list = await call(t.app, 'GET', '/api/newsletters/list/1', { token: tokens.admin });
  return (list.json() as { data: { list: Record[] } }).data.list.find((r) => r.email === email);
}

describe('newsletter subscription', () => {
  it('subscribes with a consent record and mails a one-click unsubscribe link', async () => {
    const response = await call(
      t.app,
      'POST',
      `/api/newsletters/${encodeURIComponent('News.Reader@Example.com')}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SUBSCRIBED_MESSAGE });
    expect(await recordOf('news.reader@example.com')).toMatchObject({
      consentSource: 'footer',
      consentVersion: NEWSLETTER_CONSENT_VERSION,
      unsubscribedAt: null,
    });
    const link = await unsubscribeLinkFor('news.reader@example.com');
    expect(link.pathname).toBe('/newsletters/unsubscribe');
  });

  it('answers a second subscription kindly and keeps one record', async () => {
    await call(t.app, 'POST', '/api/newsletters/twice@example.com');
    const again = await call(t.app, 'POST', '/api/newsletters/twice@example.com');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: ALREADY_SUBSCRIBED_MESSAGE });
    const list = await call(t.app, 'GET', '/api/newsletters/list/1', { token: tokens.admin });
    const rows = (list.json() as { data: { list: Record[] } }).data.list.filter(
      (r) => r.email === 'twice@example.com',
    );
    expect(rows).toHaveLength(1);
  });

  it('records the source form when given', async () => {
    await call(t.app, 'POST', '/api/newsletters/update.me@example.com', {
      payload: { source: 'province-availability' },
    });
    expect((await recordOf('update.me@example.com'))?.consentSource).toBe('province-availability');
  });

  it("refuses an unknown source form in the site's words", async () => {
    const response = await call(t.app, 'POST', '/api/newsletters/source.check@example.com', {
      payload: { source: 'somewhere-else' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Please choose one of the options offered' });
  });

  it('refuses a bad address', async () => {
    const response = await call(t.app, 'POST', '/api/newsletters/not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Please enter a valid email address' });
  });

  it('unsubscribes at once from the mailed link without signing in, and may subscribe again', async () => {
    await call(t.app, 'POST', '/api/newsletters/leaving@example.com');
    const link = await unsubscribeLinkFor('leaving@example.com');
    const payload = { email: link.searchParams.get('email'), token: link.searchParams.get('token') };
    const response = await call(t.app, 'POST', '/api/newsletters/unsubscribe', { payload });
    expect(response.json()).toEqual({ message: UNSUBSCRIBED_MESSAGE });
    expect((await recordOf('leaving@example.com'))?.unsubscribedAt).not.toBeNull();
    // A second click is harmless.
    expect((await call(t.app, 'POST', '/api/newsletters/unsubscribe', { payload })).statusCode).toBe(200);
    const back = await call(t.app, 'POST', '/api/newsletters/leaving@example.com');
    expect(back.json()).toEqual({ message: SUBSCRIBED_MESSAGE });
    expect((await recordOf('leaving@example.com'))?.unsubscribedAt).toBeNull();
    // The history is kept (N23): the withdrawn record stays as it was, the new one is added.
    const history = await t.db.select().from(consents).where(eq(consents.email, 'leaving@example.com'));
    expect(history).toHaveLength(2);
    expect(history.filter((r) => r.unsubscribedAt === null)).toHaveLength(1);
  });

  it('sends every newsletter mail with List-Unsubscribe and one-click List-Unsubscribe-Post (RFC 8058)', async () => {
    await call(t.app, 'POST', '/api/newsletters/one.click@example.com');
    const mail = (await listOutbox(t.db)).filter((m) => m.toAddress === 'one.click@example.com').at(-1);
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const target = /^<(https?:\/\/[^>]+)>$/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1];
    expect(target).toBeDefined();
    const url = new URL(target ?? '');
    expect(url.pathname).toBe('/api/newsletters/one-click-unsubscribe');

    // The mailbox provider's POST: a form body, no cookie, no token header.
    const response = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: UNSUBSCRIBED_MESSAGE });
    expect((await recordOf('one.click@example.com'))?.unsubscribedAt).not.toBeNull();

    // The delivered message carries both headers.
    // Long header lines are folded; unfolded, each header is one line.
    const composed = (await composeMessage(mail)).replace(/\r?\n[ \t]+/g, ' ');
    expect(composed).toMatch(/^List-Unsubscribe: <https?:\/\/\S+one-click-unsubscribe\?\S+>$/m);
    expect(composed).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('refuses a one-click POST with a forged token', async () => {
    await call(t.app, 'POST', '/api/newsletters/kept@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletters/one-click-unsubscribe?email=kept%40example.com&token=forged&topic=newsletter',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: BAD_UNSUBSCRIBE_LINK_MESSAGE });
    expect((await recordOf('kept@example.com'))?.unsubscribedAt).toBeNull();
  });

  it('refuses a forged or foreign token', async () => {
    await call(t.app, 'POST', '/api/newsletters/victim@example.com');
    const link = await unsubscribeLinkFor('victim@example.com');
    const forged = await call(t.app, 'POST', '/api/newsletters/unsubscribe', {
      payload: { email: 'someone.else@example.com', token: link.searchParams.get('token') },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: BAD_UNSUBSCRIBE_LINK_MESSAGE });
    expect((await recordOf('victim@example.com'))?.unsubscribedAt).toBeNull();
  });
});

describe('newsletter export', () => {
  it('returns an Excel file with the expected columns and rows, and audits it', async () => {
    const response = await call(t.app, 'GET', '/api/newsletters/download', { token: tokens.admin });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { message: string; data: { file: string; fileName: string } };
    expect(body.message).toBe('Newsletter subscriptions downloaded');
    expect(body.data.fileName).toMatch(/^newsletter-subscriptions-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(body.data.file, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Email',
      'Subscription Date (UTC)',
      'Consent Source',
      'Consent Wording',
      'Consent IP',
    ]);
    const emails: unknown[] = [];
    sheet?.eachRow((row, n) => {
      if (n > 1) emails.push(row.getCell(1).value);
    });
    expect(emails).toEqual(
      expect.arrayContaining(['news.reader@example.com', 'twice@example.com', 'leaving@example.com']),
    );
    expect(emails.filter((e) => e === 'twice@example.com')).toHaveLength(1);
    expect(emails.filter((e) => e === 'leaving@example.com')).toHaveLength(1);
    // Unsubscribed addresses are left out of the mailing list (N23).
    expect(emails).not.toContain('one.click@example.com');

    const audit = await call(t.app, 'GET', '/api/admin/audit-log/1', { token: tokens.admin });
    const entries = (audit.json() as { data: { list: { action: string; actorId: string }[] } }).data.list;
    expect(entries[0]).toMatchObject({
      action: 'export.newsletter-subscriptions',
      actorId: expect.any(String),
    });
  });
});
