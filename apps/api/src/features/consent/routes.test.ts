// One consent model for the newsletter and the UPDATE ME! box (N23, ADR 0042): the record, the
// confirmation mail with its one-click link, and a link that withdraws only its own topic.

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROVINCE_UNSUBSCRIBED_MESSAGE } from '@brokerage/shared/content/content-schemas';
import { PROVINCE_CONSENT_VERSION } from '@brokerage/shared/content/province-consent';
import type { ConsentTopic } from '@brokerage/shared/consent/consent-topics';
import { BAD_UNSUBSCRIBE_LINK_MESSAGE } from '@brokerage/shared/newsletter/newsletter-schemas';
import { consents } from '../../db/schema/consent.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';

const t = useTestApp();

const subscribe = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/province-availability/subscribe',
    payload: { email, consent: true },
  });

const unsubscribe = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/newsletters/unsubscribe', payload });

async function consentOf(topic: ConsentTopic, email: string) {
  const [row] = await t.db
    .select()
    .from(consents)
    .where(and(eq(consents.topic, topic), eq(consents.email, email)));
  return row;
}

async function linkMailedTo(email: string): Promise<URL> {
  const mail = (await listOutbox(t.db)).filter((m) => m.toAddress === email).at(-1);
  const match = /https?:\/\/\S*\/newsletters\/unsubscribe\?\S+/.exec(mail?.textBody ?? '');
  if (!match) throw new Error(`no unsubscribe link mailed to ${email}`);
  return new URL(match[0]);
}

describe('POST /api/province-availability/subscribe', () => {
  it('stores the consent record (time, source, wording version, IP) once per e-mail (N23)', async () => {
    const response = await subscribe('Visitor@Example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('Thank you');
    expect((await subscribe('Visitor@Example.com')).statusCode).toBe(200);
    const record = await consentOf('province-availability', 'visitor@example.com');
    expect(record).toMatchObject({
      email: 'visitor@example.com',
      sourceForm: 'province-availability',
      wordingVersion: PROVINCE_CONSENT_VERSION,
      ipAddress: '127.0.0.1',
      unsubscribedAt: null,
    });
    expect(record?.consentedAt).toBeInstanceOf(Date);
    // One confirmation, not one per click.
    const mails = (await listOutbox(t.db)).filter((m) => m.toAddress === 'visitor@example.com');
    expect(mails).toHaveLength(1);
  });

  it('refuses a bad e-mail or a missing consent with field messages', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/province-availability/subscribe',
      payload: { email: 'not-an-email', consent: false },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      email: 'Please enter a valid email address',
      consent: expect.any(String),
    });
  });
});

describe('the unsubscribe link of the UPDATE ME! mail', () => {
  it('withdraws the province consent at once and leaves the newsletter alone', async () => {
    const email = 'both@example.com';
    await t.app.inject({ method: 'POST', url: `/api/newsletters/${email}` });
    await subscribe(email);
    const link = await linkMailedTo(email);
    expect(link.pathname).toBe('/newsletters/unsubscribe');
    expect(link.searchParams.get('topic')).toBe('province-availability');
    const payload = {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      topic: link.searchParams.get('topic'),
    };
    const response = await unsubscribe(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PROVINCE_UNSUBSCRIBED_MESSAGE });
    expect((await consentOf('province-availability', email))?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await consentOf('newsletter', email))?.unsubscribedAt).toBeNull();
    // A second click gives the same answer.
    expect((await unsubscribe(payload)).json()).toEqual({ message: PROVINCE_UNSUBSCRIBED_MESSAGE });
  });

  it('refuses the province token for the newsletter, and an unknown topic', async () => {
    const email = 'careful@example.com';
    await t.app.inject({ method: 'POST', url: `/api/newsletters/${email}` });
    await subscribe(email);
    const token = (await linkMailedTo(email)).searchParams.get('token');
    const foreign = await unsubscribe({ email, token });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: BAD_UNSUBSCRIBE_LINK_MESSAGE });
    expect((await consentOf('newsletter', email))?.unsubscribedAt).toBeNull();
    expect((await unsubscribe({ email, token, topic: 'lottery' })).statusCode).toBe(400);
  });
});
