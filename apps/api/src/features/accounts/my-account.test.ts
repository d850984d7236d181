import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, appointments, contactRequests, serviceInquiries } from '../../db/schema/contact.ts';
import { consents } from '../../db/schema/consent.ts';
import { emailedQuoteRequests, lifeApplications, lifeQuoteRequests } from '../../db/schema/life.ts';
import { travelApplications } from '../../db/schema/travel.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import type { App } from '../../app.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';
import {
  STRONG_PASSWORD,
  get,
  lastMailedLink,
  nextIp,
  post,
  signUpBody,
  travelApplicationValues,
  uniqueEmail,
} from './accounts-test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://site.example' } });
});
afterAll(async () => {
  await t.close();
});

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
  const { token, refreshToken } = response.json().data as { token: string; refreshToken: string };
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
    details: { about: `${p.firstName} ${p.lastName}` },
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
  });
});
