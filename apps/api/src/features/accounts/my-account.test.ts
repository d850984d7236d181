// My account's API: profile and security, quotes kept and seen again (the newsletter switch is
// account-newsletter.test.ts, the data download and deletion personal-data.test.ts).

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { todayInZone, addDays } from '@brokerage/shared/dates/civil-date';
import { listOutbox } from '../mail/enqueue-mail.ts';
import { lifeQuoteBody } from '../life-quote/life-test-payloads.ts';
import { visitorQuoteBody } from '../travel-quote/travel-test-payloads.ts';
import { STRONG_PASSWORD, get, post, uniqueEmail } from './accounts-test-helpers.ts';
import { accountTestKit, call } from '../../test/account-test-kit.ts';

const t = useTestApp({ env: { PUBLIC_URL: 'https://site.example' } });
const { signUp, fillFor } = accountTestKit(t);

describe('the OpenAPI document', () => {
  it('lists every /api/account call', async () => {
    const paths = Object.keys((await get(t.app, '/api/docs/json')).json().paths as Record<string, unknown>);
    for (const path of [
      '/api/account/profile',
      '/api/account/password',
      '/api/account/sign-out-everywhere',
      '/api/account/email',
      '/api/account/email/confirm',
      '/api/account/quotes',
      '/api/account/quotes/claim',
      '/api/account/quotes/{kind}/{id}',
      '/api/account/applications',
      '/api/account/applications/{kind}/{id}/withdraw',
      '/api/account/requests',
      '/api/account/advisor',
      '/api/account/quotes/{kind}/{id}/reprice',
      '/api/account/newsletter',
      '/api/account/data',
      '/api/account/delete',
    ])
      expect(paths).toContain(path);
  });
});

describe('profile and security', () => {
  it('reads and edits the profile with the sign-up rules, and refuses a guest', async () => {
    const a = await signUp('Profilia', 'Person', '416-555-0131');
    const read = await get(t.app, '/api/account/profile', a.token);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ email: a.email, firstName: 'Profilia', mobile: '416-555-0131' });
    expect((await get(t.app, '/api/account/profile')).statusCode).toBe(401);

    const bad = await call(t.app, 'PUT', '/api/account/profile', a.token, {
      firstName: '',
      lastName: 'X',
      mobile: '12',
    });
    expect(bad.statusCode).toBe(400);
    const saved = await call(t.app, 'PUT', '/api/account/profile', a.token, {
      firstName: 'Renamed',
      lastName: 'Person',
      mobile: '(647) 555 0132',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ firstName: 'Renamed', mobile: '647-555-0132' });
  });

  it('changes the password only with the current one and ends every other session', async () => {
    const a = await signUp('Passy', 'Person', '416-555-0133');
    const other = await post(t.app, '/api/users/login', { email: a.email, password: STRONG_PASSWORD });
    const otherRefresh = other.json().data.refreshToken as string;

    const wrong = await post(
      t.app,
      '/api/account/password',
      {
        currentPassword: 'Wrong#123',
        newPassword: 'Newpass#456',
      },
      a.token,
    );
    expect(wrong.statusCode).toBe(400);
    const weak = await post(
      t.app,
      '/api/account/password',
      { currentPassword: STRONG_PASSWORD, newPassword: 'short' },
      a.token,
    );
    expect(weak.statusCode).toBe(400);

    const changed = await post(
      t.app,
      '/api/account/password',
      { currentPassword: STRONG_PASSWORD, newPassword: 'Newpass#456' },
      a.token,
    );
    expect(changed.statusCode).toBe(200);
    const pair = changed.json().data as { refreshToken: string };
    expect((await get(t.app, `/api/users/refreshToken/${otherRefresh}`)).statusCode).toBe(403);
    expect((await get(t.app, `/api/users/refreshToken/${a.refreshToken}`)).statusCode).toBe(403);
    expect((await get(t.app, `/api/users/refreshToken/${pair.refreshToken}`)).statusCode).toBe(200);
    expect(
      (await post(t.app, '/api/users/login', { email: a.email, password: 'Newpass#456' })).statusCode,
    ).toBe(200);
    expect(
      (await post(t.app, '/api/users/login', { email: a.email, password: STRONG_PASSWORD })).statusCode,
    ).toBe(401);
  });

  it('signs out everywhere', async () => {
    const a = await signUp('Outy', 'Person', '416-555-0134');
    const response = await post(t.app, '/api/account/sign-out-everywhere', {}, a.token);
    expect(response.statusCode).toBe(200);
    expect((await get(t.app, `/api/users/refreshToken/${a.refreshToken}`)).statusCode).toBe(403);
  });

  it('changes the e-mail once the link sent to the new address is opened', async () => {
    const a = await signUp('Mailo', 'Person', '416-555-0135');
    const b = await signUp('Taken', 'Person', '416-555-0136');
    const newEmail = uniqueEmail('new');
    expect(
      (await post(t.app, '/api/account/email', { newEmail: b.email, password: STRONG_PASSWORD }, a.token))
        .statusCode,
    ).toBe(409);
    expect(
      (await post(t.app, '/api/account/email', { newEmail, password: 'Wrong#123' }, a.token)).statusCode,
    ).toBe(400);
    const asked = await post(t.app, '/api/account/email', { newEmail, password: STRONG_PASSWORD }, a.token);
    expect(asked.statusCode).toBe(200);
    // Until the link is opened the old address stays.
    expect((await get(t.app, '/api/account/profile', a.token)).json().data).toMatchObject({
      email: a.email,
      pendingEmail: newEmail,
    });
    const mail = (await listOutbox(t.db)).filter((m) => m.toAddress === newEmail).at(-1);
    const link = new URL(/https?:\/\/\S+/.exec(mail?.textBody ?? '')?.[0] ?? 'https://x');
    expect(link.pathname).toBe('/account/confirm-email/');
    const token = link.searchParams.get('token') ?? '';
    expect((await post(t.app, '/api/account/email/confirm', { email: b.email, token })).statusCode).toBe(400);
    const confirmed = await post(t.app, '/api/account/email/confirm', { email: newEmail, token });
    expect(confirmed.statusCode).toBe(200);
    expect((await post(t.app, '/api/account/email/confirm', { email: newEmail, token })).statusCode).toBe(
      400,
    );
    expect((await get(t.app, '/api/account/profile', a.token)).json().data).toMatchObject({
      email: newEmail,
      emailConfirmed: true,
      pendingEmail: null,
    });
    expect(
      (await listOutbox(t.db)).some((m) => m.toAddress === a.email && /was changed/.test(m.subject)),
    ).toBe(true);
  });
});

describe('quotes', () => {
  it("claims quotes the browser kept, one owner at most, lists and removes them; B cannot touch A's", async () => {
    const a = await signUp('Quoty', 'Person', '416-555-0137');
    const b = await signUp('Other', 'Person', '416-555-0138');
    const { lifeQuoteId } = await fillFor({ ...a, email: uniqueEmail('q') });
    const claimed = await post(t.app, '/api/account/quotes/claim', { life: [lifeQuoteId] }, a.token);
    expect(claimed.json().data).toEqual({ claimed: 1 });
    expect(
      (await post(t.app, '/api/account/quotes/claim', { life: [lifeQuoteId] }, b.token)).json().data,
    ).toEqual({
      claimed: 0,
    });
    const list = await get(t.app, '/api/account/quotes', a.token);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        kind: 'life',
        id: lifeQuoteId,
        product: 'term-life',
        request: { age: 40, coverage: 500000 },
        bestPremiumCents: 1990,
      }),
    ]);
    expect((await get(t.app, '/api/account/quotes', b.token)).json().data).toEqual([]);
    expect((await call(t.app, 'DELETE', `/api/account/quotes/life/${lifeQuoteId}`, b.token)).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'DELETE', `/api/account/quotes/life/${lifeQuoteId}`, a.token)).statusCode).toBe(
      200,
    );
    expect((await get(t.app, '/api/account/quotes', a.token)).json().data).toEqual([]);
  });
});

/** A travel quote as the browser asks it; the answer's id is what the browser keeps. */
async function travelQuote(token?: string): Promise<string> {
  const answer = await post(t.app, '/api/quotations/visitors-to-canada', visitorQuoteBody(today()), token);
  expect(answer.statusCode).toBe(200);
  const data = answer.json().data as { quoteId: string; quotes: unknown[] };
  expect(data.quotes.length).toBeGreaterThan(0);
  return data.quoteId;
}

async function lifeQuote(token?: string): Promise<string> {
  const answer = await post(t.app, '/api/quotations/term-life', lifeQuoteBody(), token);
  expect(answer.statusCode).toBe(200);
  return (answer.json().data as { quoteId: string }).quoteId;
}

const today = () => todayInZone(new Date());
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function owned(
  token: string,
): Promise<{ kind: string; id: string; bestPremiumCents: number | null }[]> {
  return (await get(t.app, '/api/account/quotes', token)).json().data;
}

describe('travel quotes in the account (uuid ids)', () => {
  it("claims a guest's travel quote by its uuid, one owner at most; B can neither claim, see again nor remove it", async () => {
    const a = await signUp('Travella', 'Person', '416-555-0141');
    const b = await signUp('Other', 'Traveller', '416-555-0142');
    const quoteId = await travelQuote();
    expect(quoteId).toMatch(UUID);

    expect(
      (await post(t.app, '/api/account/quotes/claim', { travel: [quoteId] }, a.token)).json().data,
    ).toEqual({
      claimed: 1,
    });
    expect(
      (await post(t.app, '/api/account/quotes/claim', { travel: [quoteId] }, b.token)).json().data,
    ).toEqual({
      claimed: 0,
    });
    const [row] = await owned(a.token);
    expect(row).toMatchObject({ kind: 'travel', id: quoteId, product: 'visitors-to-canada' });
    expect(row?.bestPremiumCents).toBeGreaterThan(0);
    expect(await owned(b.token)).toEqual([]);

    expect((await post(t.app, `/api/account/quotes/travel/${quoteId}/reprice`, {}, b.token)).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'DELETE', `/api/account/quotes/travel/${quoteId}`, b.token)).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'DELETE', `/api/account/quotes/travel/${quoteId}`, a.token)).statusCode).toBe(
      200,
    );
    expect(await owned(a.token)).toEqual([]);
  });

  it('refuses the old sequential ids and other bad input with 400', async () => {
    const a = await signUp('Badinput', 'Person', '416-555-0143');
    expect((await post(t.app, '/api/account/quotes/claim', { travel: [1, 2, 3] }, a.token)).statusCode).toBe(
      400,
    );
    expect((await post(t.app, '/api/account/quotes/claim', { life: ['x'] }, a.token)).statusCode).toBe(400);
    expect((await call(t.app, 'DELETE', '/api/account/quotes/travel/1', a.token)).statusCode).toBe(400);
    expect((await post(t.app, '/api/account/quotes/cars/1/reprice', {}, a.token)).statusCode).toBe(400);
    expect((await post(t.app, '/api/account/quotes/travel/1/reprice', {}, a.token)).statusCode).toBe(400);
    expect(
      (await post(t.app, `/api/account/quotes/life/${randomUUID()}/reprice`, {}, a.token)).statusCode,
    ).toBe(404);
    expect((await post(t.app, `/api/account/quotes/life/${randomUUID()}/reprice`, {})).statusCode).toBe(401);
  });

  it('gives a quote run while signed in to the account at once, life and travel', async () => {
    const a = await signUp('Signedin', 'Quoter', '416-555-0144');
    const travelId = await travelQuote(a.token);
    const lifeId = await lifeQuote(a.token);
    const rows = await owned(a.token);
    expect(rows.map((r) => [r.kind, r.id]).sort()).toEqual([
      ['life', lifeId],
      ['travel', travelId],
    ]);
    // Already owned: another account's claim leaves it where it is.
    const b = await signUp('Late', 'Claimer', '416-555-0145');
    const claim = await post(
      t.app,
      '/api/account/quotes/claim',
      { life: [lifeId], travel: [travelId] },
      b.token,
    );
    expect(claim.json().data).toEqual({ claimed: 0 });
    expect(await owned(b.token)).toEqual([]);
    expect(await owned(a.token)).toHaveLength(2);
  });
});

describe('see quotes again', () => {
  it("answers the best premium then and today's, life and travel", async () => {
    const a = await signUp('Reprice', 'Person', '416-555-0146');
    const lifeId = await lifeQuote(a.token);
    const travelId = await travelQuote(a.token);
    const rows = await owned(a.token);
    const bestThen = (id: string) => rows.find((r) => r.id === id)?.bestPremiumCents;

    const life = await post(t.app, `/api/account/quotes/life/${lifeId}/reprice`, {}, a.token);
    expect(life.statusCode).toBe(200);
    expect(life.json().data).toMatchObject({
      kind: 'life',
      product: 'term-life',
      status: 'priced',
      quotedOn: today(),
      thenBestPremiumCents: bestThen(lifeId),
      todayBestPremiumCents: bestThen(lifeId),
      request: { coverage: 250000 },
    });

    // The stored answer as if the rates were lower then: today's price differs from it.
    await t.db.execute(
      sql`update life_quote_requests set result = jsonb_build_object('quotes', jsonb_build_array(jsonb_build_array('OLD', 1234))) where id = ${lifeId}`,
    );
    const changed = (await post(t.app, `/api/account/quotes/life/${lifeId}/reprice`, {}, a.token)).json()
      .data;
    expect(changed).toMatchObject({ thenBestPremiumCents: 1234, todayBestPremiumCents: bestThen(lifeId) });

    const travel = await post(t.app, `/api/account/quotes/travel/${travelId}/reprice`, {}, a.token);
    expect(travel.json().data).toMatchObject({
      kind: 'travel',
      product: 'visitors-to-canada',
      status: 'priced',
      thenBestPremiumCents: bestThen(travelId),
      todayBestPremiumCents: bestThen(travelId),
    });
  });

  it('says when the trip has already started instead of failing', async () => {
    const a = await signUp('Pastdates', 'Person', '416-555-0147');
    const travelId = await travelQuote(a.token);
    const start = addDays(today(), -3);
    await t.db.execute(
      sql`update travel_quote_requests set request = request || jsonb_build_object('startDate', ${start}::text, 'endDate', ${addDays(start, 29)}::text) where public_id = ${travelId}`,
    );
    const answer = await post(t.app, `/api/account/quotes/travel/${travelId}/reprice`, {}, a.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      status: 'dates-past',
      todayBestPremiumCents: null,
      request: { startDate: start },
    });
  });
});
