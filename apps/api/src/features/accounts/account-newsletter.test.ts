// The account's newsletter switch (N23): a consent record per change, one topic only.

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTestKit, call } from '../../test/account-test-kit.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';
import { get, post } from './accounts-test-helpers.ts';

const t = useTestApp({ env: { PUBLIC_URL: 'https://site.example' } });
const { rowsOf, signUp } = accountTestKit(t);

describe('newsletter switch', () => {
  interface ConsentRecord {
    source_form: string;
    wording_version: string;
    ip_address: string | null;
    consented_at: Date | string;
    unsubscribed_at: Date | string | null;
  }
  const recordOf = async (topic: string, email: string) =>
    (
      await rowsOf<ConsentRecord>(
        // The newest record: the history keeps earlier ones (N23).
        sql`select source_form, wording_version, ip_address, consented_at, unsubscribed_at from consents where topic = ${topic} and email = ${email} order by consented_at desc limit 1`,
      )
    )[0];

  it('turns the newsletter on with a consent record and off for that topic only', async () => {
    const a = await signUp('Newsy', 'Person', '416-555-0148');
    const province = await post(t.app, '/api/province-availability/subscribe', {
      email: a.email,
      consent: true,
    });
    expect(province.statusCode).toBe(200);
    expect((await get(t.app, '/api/account/newsletter', a.token)).json().data).toMatchObject({
      subscribed: false,
      emailConfirmed: true,
    });

    const on = await call(t.app, 'PUT', '/api/account/newsletter', a.token, { subscribed: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      message: 'You are subscribed to our newsletter.',
      data: { subscribed: true },
    });
    const given = await recordOf('newsletter', a.email);
    expect(given).toMatchObject({ source_form: 'my-account', unsubscribed_at: null });
    expect(given?.wording_version).not.toBe('');
    expect(given?.ip_address).toBeTruthy();
    expect(
      (await listOutbox(t.db)).some((m) => m.toAddress === a.email && /newsletter/i.test(m.subject)),
    ).toBe(true);
    expect((await get(t.app, '/api/account/newsletter', a.token)).json().data).toMatchObject({
      subscribed: true,
    });

    const off = await call(t.app, 'PUT', '/api/account/newsletter', a.token, { subscribed: false });
    expect(off.json().data).toMatchObject({ subscribed: false });
    expect((await recordOf('newsletter', a.email))?.unsubscribed_at).not.toBeNull();
    const read = (await get(t.app, '/api/account/newsletter', a.token)).json().data;
    expect(read).toMatchObject({ subscribed: false });
    expect(read.unsubscribedAt).not.toBeNull();
    // The UPDATE ME! consent is another topic: it stays.
    expect(await recordOf('province-availability', a.email)).toMatchObject({ unsubscribed_at: null });

    // On again adds a record; the withdrawn one stays as it was (N23).
    await call(t.app, 'PUT', '/api/account/newsletter', a.token, { subscribed: true });
    expect(await recordOf('newsletter', a.email)).toMatchObject({ unsubscribed_at: null });
    const history = await rowsOf<ConsentRecord>(
      sql`select source_form, wording_version, ip_address, consented_at, unsubscribed_at from consents where topic = 'newsletter' and email = ${a.email}`,
    );
    expect(history.filter((r) => r.unsubscribed_at !== null)).toHaveLength(1);
    expect(history).toHaveLength(2);
  });

  it('refuses bad input, a guest and an unconfirmed address', async () => {
    const a = await signUp('Unconfirmed', 'Person', '416-555-0149', false);
    expect(
      (await call(t.app, 'PUT', '/api/account/newsletter', a.token, { subscribed: 'yes' })).statusCode,
    ).toBe(400);
    const early = await call(t.app, 'PUT', '/api/account/newsletter', a.token, { subscribed: true });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/confirm your e-mail/);
    expect(await recordOf('newsletter', a.email)).toBeUndefined();
    expect((await get(t.app, '/api/account/newsletter')).statusCode).toBe(401);
    expect((await get(t.app, '/api/account/newsletter', a.token)).json().data).toMatchObject({
      subscribed: false,
      emailConfirmed: false,
    });
  });
});
