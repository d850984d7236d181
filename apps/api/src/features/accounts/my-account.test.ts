import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, appointments, contactRequests, serviceInquiries } from '../../db/schema/contact.ts';
import { consents } from '../../db/schema/consent.ts';
import { emailedQuoteRequests, lifeApplications, lifeQuoteRequests } from '../../db/schema/life.ts';
import { travelApplications } from '../../db/schema/travel.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { keptAndCountedInboxCounts } from '../../test/inbox-counts.ts';
import type { App } from '../../app.ts';
import { todayInZone, addDays } from '@brokerage/shared/dates/civil-date';
import { listOutbox } from '../mail/enqueue-mail.ts';
import { lifeQuoteBody } from '../life-quote/life-test-payloads.ts';
import { quotedVisitorsApplication, visitorQuoteBody } from '../travel-quote/travel-test-payloads.ts';
import { call as staffCall } from '../admin/admin-test-helpers.ts';
import { staffTokens } from '../staff-inbox/staff-test-helpers.ts';
import { DELETED_CUSTOMER_NAME } from './personal-data.repository.ts';
import {
  STRONG_PASSWORD,
  get,
  lastMailedLink,
  nextIp,
  post,
  signIn,
  signUpBody,
  travelApplicationValues,
  uniqueEmail,
} from './accounts-test-helpers.ts';

const t = useTestApp({ env: { PUBLIC_URL: 'https://site.example' } });

/** Rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  token: string;
  refreshToken: string;
}

async function signUp(firstName: string, lastName: string, mobile: string, confirm = true): Promise<Person> {
  const email = uniqueEmail('person');
  const response = await post(t.app, '/api/users/signup', signUpBody(email, { firstName, lastName, mobile }));
  expect(response.statusCode).toBe(200);
  const { token, refreshToken } = await signIn(t.app, email);
  if (confirm) {
    const link = await lastMailedLink(t.db, email, '/verify-email/');
    expect((await post(t.app, '/api/users/verify-email', { email, token: link.token })).statusCode).toBe(200);
  }
  const [row] = await rowsOf<{ id: string }>(sql`select id from users where email = ${email}`);
  return { id: row?.id ?? '', email, firstName, lastName, mobile, token, refreshToken };
}

function call(app: App, method: 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Rows about the person in every table that holds leads, consent, quotes or audit entries. */
let slots = 0;
async function fillFor(p: Person): Promise<{ lifeQuoteId: string }> {
  slots += 1;
  const slot = slots;
  const person = { firstName: p.firstName, lastName: p.lastName, email: p.email, mobile: p.mobile };
  const [contact] = await t.db
    .insert(contactRequests)
    .values({ ...person, products: [1], message: `Call ${p.firstName}` })
    .returning({ id: contactRequests.id });
  await t.db.insert(appointments).values({
    ...person,
    slotStart: new Date(Date.UTC(2027, 0, 5, 15 + slot, 0)),
    slotEnd: new Date(Date.UTC(2027, 0, 5, 15 + slot, 30)),
    seat: 1,
    products: [3],
  });
  await t.db.insert(serviceInquiries).values({ ...person, product: 20, details: [] });
  await t.db.insert(travelApplications).values(
    travelApplicationValues({
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      phone: p.mobile,
    }),
  );
  await t.db.insert(lifeApplications).values({
    userId: p.id,
    product: 'term-life',
    productValue: 2,
    quote: {},
    plan: {},
    coverageCents: 50_000_000,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.mobile,
    address: '1 King St W',
    province: 'ON',
    postalCode: 'M5H 1A1',
    contactTime: 'Morning',
  });
  await t.db.insert(consents).values([
    {
      topic: 'newsletter',
      email: p.email,
      sourceForm: 'footer',
      wordingVersion: 'v1',
      ipAddress: '203.0.113.1',
    },
    {
      topic: 'province-availability',
      email: p.email,
      sourceForm: 'province-availability',
      wordingVersion: 'v1',
      ipAddress: '203.0.113.1',
    },
  ]);
  await t.db.insert(auditLog).values({
    actorId: null,
    action: 'contact.status-changed',
    target: contact?.id ?? null,
    details: { about: p.email },
  });
  const lifeQuoteId = randomUUID();
  await t.db.insert(lifeQuoteRequests).values({
    id: lifeQuoteId,
    product: 'term-life',
    request: { age: 40, coverage: 500000 },
    result: {
      quotes: [
        ['T10', 2150],
        ['T20', 1990],
      ],
    },
    rateVersions: ['v1'],
  });
  await t.db.insert(emailedQuoteRequests).values({
    product: 'term-life',
    productValue: 2,
    email: p.email,
    quoteRequestId: lifeQuoteId,
    coverageCents: 50_000_000,
  });
  return { lifeQuoteId };
}

/** Table and column of every text-like value in the database containing `needle`. */
async function whereFound(needle: string): Promise<string[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'jsonb', 'json')`);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

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

describe('download my data and delete my account', () => {
  it("exports every record of A and none of B's; deletion leaves A's e-mail, name and phone in no table", async () => {
    const a = await signUp('Zelphina', 'Quarrington', '416-555-0171');
    const b = await signUp('Bartholo', 'Wexcombe', '416-555-0172');
    const aQuote = await fillFor(a);
    await fillFor(b);
    await post(t.app, '/api/account/quotes/claim', { life: [aQuote.lifeQuoteId] }, a.token);

    const exported = await get(t.app, '/api/account/data', a.token);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('attachment');
    const data = exported.json().data as Record<string, unknown[]>;
    const text = JSON.stringify(data);
    expect(text).not.toContain(b.email);
    expect(text).not.toContain('Bartholo');
    expect(text).not.toContain('416-555-0172');
    expect(text).not.toContain('passwordHash');
    expect(data.account).toMatchObject({ email: a.email, firstName: 'Zelphina' });
    for (const key of [
      'quotes',
      'lifeApplications',
      'travelApplications',
      'bookings',
      'contactRequests',
      'serviceInquiries',
      'emailedQuoteRequests',
    ])
      expect(data[key], key).toHaveLength(1);
    expect(data.consents, 'consents').toHaveLength(2);
    expect((data.mailsSent ?? []).length).toBeGreaterThan(0);

    expect((await post(t.app, '/api/account/delete', { password: 'Wrong#123' }, a.token)).statusCode).toBe(
      400,
    );
    const deleted = await post(t.app, '/api/account/delete', { password: STRONG_PASSWORD }, a.token);
    expect(deleted.statusCode).toBe(200);

    expect(await whereFound('Zelphina')).toEqual([]);
    expect(await whereFound('Quarrington')).toEqual([]);
    expect(await whereFound('416-555-0171')).toEqual([]);
    // The address stays only on the deletion notice waiting in the outbox.
    expect(await whereFound(a.email)).toEqual(['mail_outbox.to_address']);
    const notices = (await listOutbox(t.db)).filter((m) => m.toAddress === a.email);
    expect(notices.map((m) => m.subject)).toEqual([expect.stringMatching(/account was deleted/)]);
    // B is untouched; A's session is over and the audit log records the deletion without A.
    expect(await whereFound('Bartholo')).not.toEqual([]);
    expect((await get(t.app, `/api/users/refreshToken/${a.refreshToken}`)).statusCode).toBe(403);
    expect((await get(t.app, '/api/account/profile', a.token)).statusCode).toBe(401);
    const audit = await rowsOf<{ actor_id: string | null; target: string }>(
      sql`select actor_id, target from audit_log where action = 'account.deleted'`,
    );
    expect(audit).toEqual([{ actor_id: null, target: a.id }]);
    // The anonymous quote stays (N8), without its owner.
    const [quote] = await rowsOf<{ user_id: string | null }>(
      sql`select user_id from life_quote_requests where id = ${aQuote.lifeQuoteId}`,
    );
    expect(quote).toEqual({ user_id: null });
    // Two accounts, each with a row in every table that holds a person: slow on a busy machine.
  }, 60_000);
});

describe('deletion keeps business records and touches no one else (ADR 0092)', () => {
  interface InboxRowSeen {
    reference: string;
    firstName: string;
    email: string;
    phone: string;
    status: string;
  }
  const inboxSearch = async (token: string, q: string) =>
    (
      (await staffCall(t.app, 'GET', `/api/admin/inbox?q=${encodeURIComponent(q)}`, { token })).json() as {
        data: { rows: (InboxRowSeen & { id: string })[] };
      }
    ).data.rows;

  it("a customer named 'In Progress' erases no staff audit row about other leads", async () => {
    const staff = await staffTokens(t.app, t.db);
    const lead = await staffCall(t.app, 'POST', '/api/contact', {
      payload: {
        firstName: 'Other',
        lastName: 'Customer',
        email: uniqueEmail('other'),
        mobile: '416-555-0177',
        products: [1],
        message: '',
        page: '/',
      },
    });
    const recordId = (lead.json() as { data?: { recordId?: string } }).data?.recordId;
    const [row] = await rowsOf<{ id: string }>(
      sql`select id from contact_requests where last_name = 'Customer' and first_name = 'Other'`,
    );
    const id = recordId ?? row?.id ?? '';
    const changed = await staffCall(t.app, 'PUT', `/api/contact/${id}`, {
      token: staff.admin,
      payload: { status: 'In Progress', message: 'Called back' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const before = await rowsOf<{ details: unknown }>(
      sql`select details from audit_log where target = ${id}`,
    );
    expect(JSON.stringify(before)).toContain('In Progress');

    const sneaky = await signUp('In', 'Progress', '416-555-0178');
    expect(
      (await post(t.app, '/api/account/delete', { password: STRONG_PASSWORD }, sneaky.token)).statusCode,
    ).toBe(200);
    const after = await rowsOf<{ details: unknown }>(sql`select details from audit_log where target = ${id}`);
    expect(after).toEqual(before);
  });

  it("keeps the customer's leads for staff, marked and without identifiers, findable by reference", async () => {
    const staff = await staffTokens(t.app, t.db);
    const c = await signUp('Quillon', 'Farrowby', '416-555-0181');
    const applied = await staffCall(t.app, 'POST', '/api/contact/application/visitors', {
      token: c.token,
      payload: {
        ...(await quotedVisitorsApplication(t.app, todayInZone(new Date()))).application,
        email: c.email,
        phone: c.mobile,
      },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const [application] = await inboxSearch(staff.advisor, c.email);
    if (application === undefined) throw new Error('no inbox row');
    const worked = await staffCall(t.app, 'POST', `/api/admin/inbox/${application.id}/status`, {
      token: staff.advisor,
      payload: { status: 'In review', note: 'Checking the dates', noteToCustomer: false },
    });
    expect(worked.statusCode, worked.body).toBe(200);

    const deleted = await post(t.app, '/api/account/delete', { password: STRONG_PASSWORD }, c.token);
    expect(deleted.statusCode).toBe(200);
    // The lead stays, with its status: the panel's kept counts still match (migration 0030).
    const inboxCounts = await keptAndCountedInboxCounts(t.db);
    expect(inboxCounts.kept).toEqual(inboxCounts.counted);
    expect(inboxCounts.kept).toContainEqual(expect.objectContaining({ status: 'In review' }));

    const found = await inboxSearch(staff.advisor, application.reference);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      reference: application.reference,
      firstName: DELETED_CUSTOMER_NAME,
      email: '',
      phone: '',
      status: 'In review',
    });
    const detail = (
      await staffCall(t.app, 'GET', `/api/admin/inbox/${application.id}`, { token: staff.advisor })
    ).json() as { data: { timeline: { note: string }[]; related: unknown[] } };
    expect(detail.data.timeline.map((e) => e.note)).toEqual(
      expect.arrayContaining(['Checking the dates', DELETED_CUSTOMER_NAME]),
    );
    expect(detail.data.related).toEqual([]);
    expect(await whereFound('Quillon')).toEqual([]);
    expect(await whereFound('416-555-0181')).toEqual([]);
    // A status change later mails no one.
    const later = await staffCall(t.app, 'POST', `/api/admin/inbox/${application.id}/status`, {
      token: staff.advisor,
      payload: { status: 'Approved', note: '', noteToCustomer: false },
    });
    expect(later.statusCode, later.body).toBe(200);
    expect((await listOutbox(t.db)).some((m) => m.toAddress === '')).toBe(false);
  });

  it("answers a deleted account's token with 401 on its own data, and as a guest on public forms, never 500", async () => {
    const d = await signUp('Ondrea', 'Pellisant', '416-555-0191');
    expect(
      (await post(t.app, '/api/account/delete', { password: STRONG_PASSWORD }, d.token)).statusCode,
    ).toBe(200);
    expect((await get(t.app, '/api/account/quotes', d.token)).statusCode).toBe(401);
    expect((await get(t.app, '/api/users/details', d.token)).statusCode).toBe(401);
    const contact = await post(
      t.app,
      '/api/contact',
      {
        firstName: 'Ondrea',
        lastName: 'Pellisant',
        email: d.email,
        mobile: '416-555-0191',
        products: [1],
        message: '',
        page: '/',
      },
      d.token,
    );
    expect(contact.statusCode, contact.body).toBe(200);
    const booked = await post(
      t.app,
      '/api/contact/book-appointment',
      {
        date: addDays(todayInZone(new Date()), 2),
        time: '11:00',
        products: [2],
        firstName: 'Ondrea',
        lastName: 'Pellisant',
        email: d.email,
        mobile: '416-555-0191',
      },
      d.token,
    );
    expect(booked.statusCode, booked.body).toBeLessThan(500);
    const quoted = await post(t.app, '/api/quotations/term-life', lifeQuoteBody(), d.token);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const [stored] = await rowsOf<{ user_id: string | null }>(
      sql`select user_id from life_quote_requests order by created_at desc limit 1`,
    );
    expect(stored).toEqual({ user_id: null });
  });
});

describe('the data download after an e-mail change (ADR 0092)', () => {
  it('includes the mails sent to the old address; the old address is told and can undo the change', async () => {
    const a = await signUp('Emrys', 'Oldaddress', '416-555-0192');
    const oldEmail = a.email;
    await post(t.app, '/api/users/forgot-password', { email: oldEmail });
    const newEmail = uniqueEmail('moved');
    expect(
      (await post(t.app, '/api/account/email', { newEmail, password: STRONG_PASSWORD }, a.token)).statusCode,
    ).toBe(200);
    const mail = (await listOutbox(t.db)).filter((m) => m.toAddress === newEmail).at(-1);
    const token = new URL(/https?:\/\/\S+/.exec(mail?.textBody ?? '')?.[0] ?? 'https://x').searchParams.get(
      'token',
    );
    expect((await post(t.app, '/api/account/email/confirm', { email: newEmail, token })).statusCode).toBe(
      200,
    );

    const data = (await get(t.app, '/api/account/data', a.token)).json().data as {
      mailsSent: { toAddress: string; subject: string }[];
      account: { previousEmails: string[] };
    };
    const sentToOld = data.mailsSent.filter((m) => m.toAddress === oldEmail).map((m) => m.subject);
    expect(sentToOld).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Confirm your e-mail/),
        expect.stringMatching(/Reset your/),
        expect.stringMatching(/e-mail was changed/),
      ]),
    );
    expect(data.account.previousEmails).toEqual([oldEmail]);

    // The notice to the old address carries the 'this wasn't me' link, which undoes the change.
    const notMe = await lastMailedLink(t.db, oldEmail, '/account/not-me/');
    expect(notMe.email).toBe(oldEmail);
    const undone = await post(t.app, '/api/account/email/not-me', { email: oldEmail, token: notMe.token });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await get(t.app, '/api/account/profile', a.token)).statusCode).toBe(401);
    const session = await signIn(t.app, oldEmail);
    expect((await get(t.app, '/api/account/profile', session.token)).json().data).toMatchObject({
      email: oldEmail,
    });
    expect((await lastMailedLink(t.db, oldEmail, '/reset-password/')).row.subject).toMatch(/Reset your/);
    expect(
      (await post(t.app, '/api/account/email/not-me', { email: oldEmail, token: notMe.token })).statusCode,
    ).toBe(400);
  });
});
